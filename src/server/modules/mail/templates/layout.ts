import { SUPPORT } from '../../../../shared/constants';
import type { EmailAttachment } from '../../../db/schema';

/** What a template makes of its facts: the words of one e-mail, HTML and plain text, and its files. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
  attachments: EmailAttachment[];
}

/** Text for HTML: the five characters that could open markup or end an attribute. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A label and its value, as rows of a table (HTML) and 'Label: value' lines (text). */
export type Fact = readonly [label: string, value: string];

export const factsHtml = (facts: readonly Fact[]) =>
  `<table role="presentation" cellpadding="4" style="border-collapse:collapse">${facts
    .map(
      ([label, value]) =>
        `<tr><td style="color:#555;padding-right:16px">${escapeHtml(label)}</td><td><strong>${escapeHtml(value)}</strong></td></tr>`,
    )
    .join('')}</table>`;

export const factsText = (facts: readonly Fact[]) =>
  facts.map(([label, value]) => `${label}: ${value}`).join('\n');

/**
 * One e-mail in the house style: a heading, the body (HTML already escaped by the template), a
 * link to the booking, and who to ask; the text version says the same in the same order.
 */
export function mailPage(parts: {
  heading: string;
  bodyHtml: string;
  bodyText: string;
  link: { label: string; url: string };
}): { html: string; text: string } {
  const footer = `Questions? Write to ${SUPPORT.email} or call ${SUPPORT.phone}.`;
  const html = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><title>${escapeHtml(parts.heading)}</title></head><body style="font-family:Arial,Helvetica,sans-serif;color:#111;line-height:1.5;max-width:600px;margin:0 auto;padding:16px"><p style="font-size:20px;font-weight:bold;color:#0a5c36">KhelPass</p><h1 style="font-size:22px">${escapeHtml(parts.heading)}</h1>${parts.bodyHtml}<p><a href="${escapeHtml(parts.link.url)}" style="color:#0a5c36">${escapeHtml(parts.link.label)}</a></p><p style="color:#555;font-size:13px">${escapeHtml(footer)}</p></body></html>`;
  const text = `KhelPass\n\n${parts.heading}\n\n${parts.bodyText}\n\n${parts.link.label}: ${parts.link.url}\n\n${footer}\n`;
  return { html, text };
}
