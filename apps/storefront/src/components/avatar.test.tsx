// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar.tsx';

describe('Avatar', () => {
  it('shows the picture at the asked size', () => {
    const { container } = render(
      <Avatar src="/a.png" size={36}>
        L
      </Avatar>,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/a.png');
    expect((container.firstChild as HTMLElement).style.width).toBe('36px');
    expect(container.textContent).toBe('');
  });

  it('shows the fallback without a picture, and when the picture fails', () => {
    const { container, rerender } = render(<Avatar>L</Avatar>);
    expect(container.textContent).toBe('L');
    rerender(<Avatar src="/broken.png">L</Avatar>);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('L');
    rerender(<Avatar src="/other.png">L</Avatar>);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/other.png');
  });
});
