// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { StatFigure } from './stat-figure.tsx';

describe('StatFigure', () => {
  it('shows the figure grouped in the page language under its title', async () => {
    await renderWithProviders(<StatFigure title="Points" value={12345} testId="points" />);
    const figure = screen.getByTestId('points');
    expect(figure.querySelector('.stat-figure__title')?.textContent).toBe('Points');
    expect(figure.querySelector('.stat-figure__value')?.textContent).toBe('12,345');
  });

  it('puts the prefix before and the suffix after the figure, the figure alone in its own element', async () => {
    await renderWithProviders(
      <StatFigure title="Streak" value={2} testId="streak" prefix={<i>fire</i>} suffix="days" />,
    );
    const value = screen.getByTestId('streak').querySelector('.stat-figure__value')!;
    expect(value.textContent).toBe('fire2days');
    expect(screen.getByText('2').className).toBe('stat-figure__number');
    expect(value.firstElementChild?.className).toBe('stat-figure__prefix');
    expect(value.lastElementChild?.className).toBe('stat-figure__suffix');
  });
});
