import type { Mail } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);

/** One layout for every mail: a sentence, a button, the link in plain text, a closing note. */
function layout(to: string, subject: string, intro: string, action: string, url: string, outro: string): Mail {
  const text = `Hallo,\n\n${intro}\n\n${action}:\n${url}\n\n${outro}\n\nIhre Sportkiste`;
  const html = `<!doctype html><html lang="de"><body style="font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">
<p>Hallo,</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#0f766e;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#475569">Falls die Schaltfläche nicht funktioniert, öffnen Sie diesen Link:<br><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>
<p>${escapeHtml(outro)}</p>
<p>Ihre Sportkiste</p>
</body></html>`;
  return { to, subject, text, html };
}

export function verificationMail(to: string, url: string): Mail {
  return layout(
    to,
    'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    'Sie haben ein Konto bei der Sportkiste angelegt. Bitte bestätigen Sie Ihre E-Mail-Adresse, danach sind Sie angemeldet.',
    'E-Mail-Adresse bestätigen',
    url,
    'Wenn Sie kein Konto angelegt haben, können Sie diese E-Mail ignorieren.',
  );
}

export function passwordResetMail(to: string, url: string): Mail {
  return layout(
    to,
    'Neues Passwort für die Sportkiste',
    'Sie haben ein neues Passwort angefordert. Der Link ist eine Stunde gültig.',
    'Neues Passwort festlegen',
    url,
    'Wenn Sie kein neues Passwort angefordert haben, können Sie diese E-Mail ignorieren; Ihr Passwort bleibt unverändert.',
  );
}
