// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { Steps, statusOf } from './steps.tsx';

const ITEMS = [{ title: 'Apply' }, { title: 'Review', description: 'Waiting' }, { title: 'Open' }];

describe('statusOf', () => {
  it('finishes the steps before the current one, gives it the status and leaves the rest waiting', () => {
    expect([0, 1, 2].map((i) => statusOf(i, 1, 'process'))).toEqual(['finish', 'process', 'wait']);
    expect([0, 1, 2].map((i) => statusOf(i, 2, 'finish'))).toEqual(['finish', 'finish', 'finish']);
    expect(statusOf(0, 1, 'process', 'error')).toBe('error');
  });
});

describe('Steps', () => {
  it('is an ordered list with the current step marked, checks on finished steps and numbers on the rest', async () => {
    const { container } = await renderWithProviders(<Steps current={1} items={ITEMS} />);
    const steps = screen.getAllByRole('listitem');
    expect(screen.getByRole('list').tagName).toBe('OL');
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(steps[0]!.querySelector('.anticon-check')).toBeTruthy();
    expect(steps[0]!.textContent).toBe('Apply (completed)');
    expect(steps[1]!.textContent).toBe('2ReviewWaiting');
    expect(steps[2]!.textContent).toBe('3Open');
    // The class names antd gave its steps, which journeys look for.
    expect(container.querySelectorAll('.ant-steps-item-finish')).toHaveLength(1);
    expect(steps[1]!.classList).toContain('ant-steps-item-process');
    expect(steps[2]!.classList).toContain('ant-steps-item-wait');
  });

  it('gives the current step the status it is given: all finished at the end, a cross where it failed', async () => {
    const { container, unmount } = await renderWithProviders(
      <Steps current={2} status="finish" items={ITEMS} />,
    );
    expect(container.querySelectorAll('.ant-steps-item-finish')).toHaveLength(3);
    unmount();

    await renderWithProviders(<Steps current={1} status="error" size="small" items={ITEMS} />);
    const failed = screen.getAllByRole('listitem')[1]!;
    expect(failed.classList).toContain('steps__item--error');
    expect(failed.querySelector('.anticon-close')).toBeTruthy();
    expect(failed.textContent).toBe('Review (failed)Waiting');
    expect(screen.getByRole('list').classList).toContain('steps--small');
  });
});
