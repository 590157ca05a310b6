// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { PasswordInput, TextArea, TextInput } from './text-input.tsx';

describe('TextInput', () => {
  it('is a bare input when it has nothing beside its text, and gives its ref the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextInput ref={ref} aria-label="Name" size="large" maxLength={5} className="wide" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(input.className).toBe('mall-input mall-input--large wide');
    expect(input.maxLength).toBe(5);
    expect(ref.current).toBe(input);
  });

  it('frames a prefix and suffix with the input, and the frame takes the class and the disabled look', () => {
    render(
      <TextInput aria-label="Mobile" prefix={<i>icon</i>} suffix={<b>all</b>} className="narrow" disabled />,
    );
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Mobile' });
    const frame = input.parentElement!;
    expect(frame.className).toBe('mall-input mall-input--affix mall-input--disabled narrow');
    expect(input.className).toBe('');
    expect(input.disabled).toBe(true);
    expect(frame.textContent).toBe('iconall');
  });

  it('counts the text against its maximum and marks a longer one without cutting it', () => {
    const { rerender } = render(<TextInput aria-label="Nick" value="abc" countMax={4} onChange={() => {}} />);
    const frame = screen.getByRole('textbox').parentElement!;
    expect(frame.textContent).toBe('3 / 4');
    expect(frame.className).not.toContain('mall-input--invalid');
    rerender(<TextInput aria-label="Nick" value="abcde" countMax={4} onChange={() => {}} />);
    expect(frame.textContent).toBe('5 / 4');
    expect(frame.className).toContain('mall-input--invalid');
  });

  it("works as a Form.Item control: its id, its rule's error and the submitted text", async () => {
    const onFinish = vi.fn();
    let submit = () => {};
    function Probe() {
      const [form] = Form.useForm();
      submit = () => form.submit();
      return (
        <Form form={form} onFinish={onFinish}>
          <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Say a name' }]}>
            <TextInput prefix={<i>icon</i>} />
          </Form.Item>
        </Form>
      );
    }
    render(<Probe />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(input.id).toBe('name');
    expect(input.value).toBe('');
    act(() => submit());
    await screen.findByText('Say a name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.parentElement!.className).toContain('mall-input--invalid');
    fireEvent.change(input, { target: { value: 'Ann' } });
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBeNull());
    act(() => submit());
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: 'Ann' }));
  });
});

describe('PasswordInput', () => {
  it('hides its text until its eye (a named, pressable button) is pressed', async () => {
    await renderWithProviders(<PasswordInput aria-label="Password" defaultValue="secret" />);
    const input = screen.getByLabelText<HTMLInputElement>('Password');
    expect(input.type).toBe('password');
    const eye = screen.getByRole('button', { name: 'Show password' });
    expect(eye.getAttribute('type')).toBe('button');
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(eye);
    expect(input.type).toBe('text');
    expect(eye.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(eye);
    expect(input.type).toBe('password');
  });
});

describe('TextArea', () => {
  it('shows its length against maxLength when asked, with the class on the frame', () => {
    render(
      <TextArea
        aria-label="Remark"
        value="hello"
        maxLength={200}
        showCount
        className="wide"
        onChange={() => {}}
      />,
    );
    const area = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Remark' });
    expect(area.maxLength).toBe(200);
    expect(area.className).toBe('mall-textarea');
    expect(area.parentElement!.className).toBe('mall-textarea-frame wide');
    expect(area.parentElement!.textContent).toBe('hello5 / 200');
  });

  it('grows with its text up to maxRows, then scrolls', () => {
    // jsdom lays nothing out: the text's height is given as the browser would measure it.
    let measured = 3 * 22 + 8;
    vi.spyOn(HTMLTextAreaElement.prototype, 'scrollHeight', 'get').mockImplementation(() => measured);
    const { rerender } = render(
      <TextArea aria-label="Review" rows={3} maxRows={6} value="a" onChange={() => {}} />,
    );
    const area = screen.getByRole<HTMLTextAreaElement>('textbox');
    expect(area.style.height).toBe('76px');
    expect(area.style.overflowY).toBe('hidden');
    measured = 10 * 22 + 8;
    rerender(
      <TextArea aria-label="Review" rows={3} maxRows={6} value={'a\n'.repeat(10)} onChange={() => {}} />,
    );
    expect(area.style.height).toBe(`${6 * 22 + 10}px`);
    expect(area.style.overflowY).toBe('auto');
    vi.restoreAllMocks();
  });
});
