import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppHeader } from './app-header';

const renderHeader = (status: Parameters<typeof AppHeader>[0]['status']) =>
  render(
    <MemoryRouter>
      <AppHeader status={status} />
    </MemoryRouter>,
  );

describe('AppHeader', () => {
  it('links the logo home and the avatar to the profile', () => {
    renderHeader({ isAdmin: false, updateAvailable: false });
    expect(screen.getByRole('link', { name: 'Sportkiste – zur Startseite' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Profil' }).getAttribute('href')).toBe('/profil');
    expect(screen.queryByText('Admin')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update verfügbar' })).toBeNull();
  });

  it("shows the 'Admin' badge for admins", () => {
    renderHeader({ isAdmin: true, updateAvailable: false });
    expect(screen.getByText('Admin')).toBeTruthy();
  });

  it("shows 'Update verfügbar' and reports a click", async () => {
    const onUpdateClick = vi.fn();
    renderHeader({ isAdmin: false, updateAvailable: true, onUpdateClick });
    await userEvent.click(screen.getByRole('button', { name: 'Update verfügbar' }));
    expect(onUpdateClick).toHaveBeenCalledOnce();
  });

  it('shows the profile picture when there is one', () => {
    renderHeader({ isAdmin: false, updateAvailable: false, profilePictureUrl: 'data:image/jpeg;base64,AAAA' });
    expect(screen.getByRole('link', { name: 'Profil' }).querySelector('img')?.getAttribute('src')).toBe('data:image/jpeg;base64,AAAA');
  });
});
