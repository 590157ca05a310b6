// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClass } from './button.tsx';
import { Tag } from './tag.tsx';

describe('Button', () => {
  it('is a plain button of the asked look that answers a click', () => {
    const onClick = vi.fn();
    render(
      <Button kind="primary" size="large" onClick={onClick} data-testid="buy">
        Add to cart
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('mall-btn mall-btn--primary mall-btn--large');
    expect(button.dataset.testid).toBe('buy');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes no second click while loading and says it is busy', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick} icon={<i data-testid="icon" />}>
        Follow
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Follow' });
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('icon')).toBeNull();
  });

  it('does nothing when disabled', () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Buy now
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('lends its look to a link', () => {
    expect(buttonClass('default', 'small', 'extra')).toBe('mall-btn mall-btn--default mall-btn--small extra');
  });
});

describe('Tag', () => {
  it('draws its text in the asked colour', () => {
    render(<Tag colour="red">Self-operated</Tag>);
    expect(screen.getByText('Self-operated').className).toBe('mall-tag mall-tag--red');
  });
});
