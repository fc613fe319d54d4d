import { expect, type Locator, type Page } from '@playwright/test';

/** The frame around every screen: header, breadcrumbs, bottom dock. */
export class AppShellPage {
  readonly dock: Locator;
  readonly breadcrumbs: Locator;
  readonly profileLink: Locator;

  constructor(readonly page: Page) {
    this.dock = page.getByRole('navigation', { name: 'Hauptnavigation' });
    this.breadcrumbs = page.getByRole('navigation', { name: 'Pfadnavigation' });
    this.profileLink = page.getByRole('link', { name: 'Profil' });
  }

  async goto(path = '/') {
    await this.page.goto(path);
    await expect(this.page.getByRole('main')).toBeVisible();
  }

  dockLink(name: 'Home' | 'Favoriten' | 'Tools' | 'Einstellungen') {
    return this.dock.getByRole('link', { name, exact: true });
  }

  async expectDockShown() {
    await expect(this.dock).toHaveAttribute('data-hidden', 'false');
    await expect(this.dock).toBeInViewport();
  }

  async expectDockHidden() {
    await expect(this.dock).toHaveAttribute('data-hidden', 'true');
    await expect(this.dock).not.toBeInViewport();
  }
}
