// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormRow } from './form-row.tsx';

describe('FormRow', () => {
  it('names its input by the label, marks a required one and shows the failed rule under the input', () => {
    const { container } = render(
      <FormRow label="Mobile" htmlFor="m" required error="Wrong format" errorId="m-error">
        <input id="m" aria-describedby="m-error" />
      </FormRow>,
    );
    const input = screen.getByRole('textbox', { name: 'Mobile' });
    expect(screen.getByRole('alert').textContent).toBe('Wrong format');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(container.querySelector('label')?.className).toBe('form-row__label form-row__label--required');
  });

  it('names a group by its label id, and shows help under the control', () => {
    render(
      <FormRow label="Type" labelId="type-label" extra="Pick one">
        <div role="radiogroup" aria-labelledby="type-label" />
      </FormRow>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Type' })).toBeTruthy();
    expect(screen.getByText('Pick one')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the label column empty on a horizontal row without a label, and leaves it out on a vertical one', () => {
    const { container } = render(
      <>
        <FormRow horizontal>
          <button type="submit">Save</button>
        </FormRow>
        <FormRow>
          <button type="button">Back</button>
        </FormRow>
      </>,
    );
    const [horizontal, vertical] = container.querySelectorAll('.form-row');
    expect(horizontal!.className).toBe('form-row form-row--horizontal');
    expect(horizontal!.querySelector('.form-row__label-col')?.childElementCount).toBe(0);
    expect(vertical!.querySelector('.form-row__label-col')).toBeNull();
  });
});
