import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SPORTS, SUPPORT } from '@/shared/constants';
import { Footer } from './footer';

const notifySuccess = vi.hoisted(() => vi.fn());
vi.mock('@/client/lib/notify', () => ({ notify: { success: notifySuccess, info: vi.fn(), error: vi.fn() } }));

function renderFooter() {
  return render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
  );
}

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('Footer', () => {
  it('links every sport to its sport page', () => {
    renderFooter();
    for (const sport of SPORTS) expect(hrefOf(sport.name)).toBe(`/sports/${sport.id}`);
  });

  it('lists six popular cities linking to their events', () => {
    renderFooter();
    const heading = screen.getByRole('heading', { name: 'Popular cities' });
    const list = heading.nextElementSibling as HTMLElement;
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      'Mumbai',
      'Delhi',
      'Bengaluru',
      'Chennai',
      'Kolkata',
      'Hyderabad',
    ]);
    expect(links[0]?.getAttribute('href')).toBe('/events?city=mumbai');
  });

  it('has the support links with real destinations', () => {
    renderFooter();
    expect(hrefOf('Help Center')).toBe('/help#help-center');
    expect(hrefOf('Find my booking')).toBe('/bookings/find');
    expect(hrefOf('Contact Us')).toBe('/help#contact-us');
    expect(hrefOf('Refund Policy')).toBe('/help#refund-policy');
    expect(hrefOf('Terms & Conditions')).toBe('/help#terms');
    expect(hrefOf('Privacy Policy')).toBe('/help#privacy');
  });

  it('shows the support phone, e-mail and city, the year and the secure payments note', () => {
    const { container } = renderFooter();
    const text = container.textContent ?? '';
    expect(text).toContain(SUPPORT.phone);
    expect(text).toContain(SUPPORT.email);
    expect(text).toContain(SUPPORT.city);
    expect(text).toContain(String(new Date().getFullYear()));
    expect(text).toContain('Secure payments powered by');
    expect(text).toContain('SSL');
    expect(text).toContain('PCI DSS');
  });

  it('checks the newsletter e-mail before saying anything', async () => {
    const user = userEvent.setup();
    renderFooter();
    const box = screen.getByLabelText('Newsletter e-mail') as HTMLInputElement;
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });

    await user.click(subscribe);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(notifySuccess).not.toHaveBeenCalled();

    await user.type(box, 'not-an-email');
    await user.click(subscribe);
    expect(screen.getByRole('alert').textContent).toContain('name@example.com');
    expect(notifySuccess).not.toHaveBeenCalled();

    await user.clear(box);
    await user.type(box, 'fan@example.com');
    await user.click(subscribe);
    expect(notifySuccess).toHaveBeenCalledTimes(1);
    expect(box.value).toBe('');
  });
});
