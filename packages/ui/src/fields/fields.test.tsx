import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from './DateField';
import { FilePicker } from './FilePicker';
import { RadioCards } from './RadioCards';
import { Select } from './Select';

describe('FilePicker', () => {
  it('shows the translated button and empty text, never the browser words, and stays labelled', () => {
    render(
      <>
        <label htmlFor="photo">身分證正面</label>
        <FilePicker id="photo" accept="image/png" buttonText="選擇檔案" emptyText="未選擇檔案" />
      </>,
    );
    const input = screen.getByLabelText('身分證正面');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('未選擇檔案');
    expect(screen.getByText('選擇檔案')).toBeInTheDocument();
    expect(screen.queryByText(/Choose File|No file chosen/i)).toBeNull();
  });

  it('names the picked file, and a click on the visible button opens the same input', () => {
    const onChange = vi.fn();
    render(<FilePicker aria-label="附件" buttonText="選擇檔案" emptyText="未選擇檔案" onChange={onChange} />);
    const input = screen.getByLabelText('附件') as HTMLInputElement;
    const opened = vi.spyOn(input, 'click');
    fireEvent.click(screen.getByText('選擇檔案'));
    expect(opened).toHaveBeenCalledTimes(1);
    fireEvent.change(input, { target: { files: [new File(['x'], 'front.png', { type: 'image/png' })] } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(input).toHaveAccessibleDescription('front.png');
  });

  it('shows the name the caller gives (an emptied picker after an upload)', () => {
    render(<FilePicker aria-label="附件" buttonText="Choose" emptyText="Nothing yet" fileName={null} />);
    expect(screen.getByLabelText('附件')).toHaveAccessibleDescription('Nothing yet');
  });
});

describe('Select, DateField', () => {
  it('a select keeps its label, options and value', () => {
    const onChange = vi.fn();
    render(
      <>
        <label htmlFor="bank">銀行</label>
        <Select id="bank" value="004" onChange={(e) => onChange(e.target.value)}>
          <option value="004">臺灣銀行</option>
          <option value="013">國泰世華</option>
        </Select>
      </>,
    );
    const select = screen.getByRole('combobox', { name: '銀行' });
    expect(select).toHaveValue('004');
    fireEvent.change(select, { target: { value: '013' } });
    expect(onChange).toHaveBeenCalledWith('013');
  });

  it('a date field is a labelled date input with its bounds', () => {
    render(<DateField aria-label="開始日期" min="2026-01-01" max="2026-01-31" defaultValue="2026-01-05" />);
    const date = screen.getByLabelText('開始日期');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveAttribute('min', '2026-01-01');
    expect(date).toHaveValue('2026-01-05');
  });
});

describe('RadioCards', () => {
  function Pick() {
    const [value, setValue] = useState<'bank' | 'usdt'>('bank');
    return (
      <RadioCards
        legend="提領方式"
        value={value}
        onChange={setValue}
        options={[
          { value: 'bank', label: '銀行卡', hint: '國泰世華 ****1234' },
          { value: 'usdt', label: 'USDT' },
          { value: 'store' as 'usdt', label: '超商', disabled: true },
        ]}
      />
    );
  }

  it('is a named group of radios; picking a card checks it, a disabled one cannot be picked', () => {
    render(<Pick />);
    const group = screen.getByRole('group', { name: '提領方式' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /銀行卡/ })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'USDT' }));
    expect(screen.getByRole('radio', { name: 'USDT' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /銀行卡/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '超商' })).toBeDisabled();
  });
});
