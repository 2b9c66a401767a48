import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabPanel, Tabs } from './Tabs';

const ITEMS = [
  { value: 'one', label: 'One' },
  { value: 'two', label: 'Two' },
  { value: 'three', label: 'Three' },
] as const;
type Value = (typeof ITEMS)[number]['value'];

function Harness({ focusable }: { focusable?: boolean }) {
  const [value, setValue] = useState<Value>('one');
  return (
    <>
      <Tabs label="Numbers" idBase="t" value={value} items={ITEMS} onChange={setValue} />
      {ITEMS.map((item) => (
        <TabPanel key={item.value} idBase="t" value={item.value} hidden={item.value !== value} focusable={focusable}>
          {item.label} content
        </TabPanel>
      ))}
    </>
  );
}

describe('Tabs primitive', () => {
  it('names the list, selects one tab, keeps only it in the Tab order and pairs each tab with its panel', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Numbers' });
    const tabs = screen.getAllByRole('tab');
    expect(list).toContainElement(tabs[0] as HTMLElement);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'One' });
    expect(panel).toHaveTextContent('One content');
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(panel).not.toHaveAttribute('tabindex');
  });

  it('moves and selects with the arrow keys (wrapping), Home and End; a click selects', () => {
    render(<Harness />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'One' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toBeVisible();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Two' }), { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Three' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'One' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Three' }), { key: 'Home' });
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    fireEvent.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('puts a focusable panel in the Tab order', () => {
    render(<Harness focusable />);
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveAttribute('tabindex', '0');
  });
});
