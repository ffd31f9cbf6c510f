import { Eta } from 'eta'
import type { OptionalEmail } from './preference-rules.js'

// The page behind an unsubscribe link. GET shows a confirmation with a button (link scanners and
// previews follow GETs, so a GET must never unsubscribe); the button POSTs, as a mail client's
// one-click unsubscribe does.

const KIND_WORDS: Record<OptionalEmail, string> = {
  new_match: 'new grant match e-mails',
  deadline_reminder: 'deadline reminder e-mails',
  weekly_digest: 'the weekly digest',
  application_status: 'application status e-mails',
  mention: 'e-mails about mentions and work assigned to you',
  assignment: 'e-mails about mentions and work assigned to you',
  grant_changed: 'e-mails about changes of the calls you follow',
}

const eta = new Eta({ autoEscape: true, autoTrim: false })
eta.loadTemplate('@unsubscribe', `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unsubscribe · Grantwise</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f2933;line-height:1.5">
<h1 style="font-size:1.5rem">Grantwise</h1>
<% if (it.step === 'confirm') { %>
<p>Stop receiving <%= it.what %>?</p>
<form method="post" action="?token=<%= encodeURIComponent(it.token) %>">
<button type="submit" style="font-size:1rem;padding:.6rem 1.2rem;background:#17467f;color:#fff;border:0;border-radius:6px;cursor:pointer">Unsubscribe</button>
</form>
<% } else { %>
<p role="status">Done: you will not receive <%= it.what %> any more. You can turn them on again <%= it.again %>.</p>
<% } %>
</body>
</html>
`)

export const kindWords = (kind: OptionalEmail) => KIND_WORDS[kind]
/** A saved search's link turns off that search's alerts only. */
export const savedSearchWords = (name: string | undefined) =>
  name === undefined ? 'alerts of this saved search' : `alerts of your saved search “${name}”`

/** `what`: the words for what the link turns off (kindWords, savedSearchWords). */
export const unsubscribePage = (what: string, token: string, step: 'confirm' | 'done', again = 'in your notification preferences') =>
  eta.render('@unsubscribe', { what, token, step, again })
