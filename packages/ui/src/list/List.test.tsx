import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from '../card/Card';
import { Toolbar } from '../toolbar/Toolbar';
import { List, ListButton, ListItem, ListTitle } from './List';

describe('list, card and toolbar primitives', () => {
  it('names the list and says an unread row in words', () => {
    render(
      <List label="Letters" busy>
        <ListItem unread>
          <ListButton>
            <ListTitle unreadLabel="Unread">Hello</ListTitle>
          </ListButton>
        </ListItem>
      </List>,
    );
    const list = screen.getByRole('list', { name: 'Letters' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Unread Hello' })).toHaveAttribute('type', 'button');
  });

  it('makes a titled card a section named by its heading', () => {
    render(<Card title="Deposit limit">body</Card>);
    expect(screen.getByRole('region', { name: 'Deposit limit' })).toContainElement(screen.getByRole('heading', { name: 'Deposit limit', level: 2 }));
  });

  it('groups the toolbar actions under its label', () => {
    render(
      <Toolbar hint="Your letters" label="Letter actions">
        <button type="button">New</button>
      </Toolbar>,
    );
    expect(screen.getByText('Your letters')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Letter actions' })).toContainElement(screen.getByRole('button', { name: 'New' }));
  });
});
