import type { TemplateSource } from '../render.js'

// Sent when DELETE /account schedules the deletion: every session has just ended, so the e-mail
// is also how someone who did not ask for it (a stolen session) learns of it in time.
export const accountDeletion: TemplateSource<'account_deletion'> = {
  subject: () => 'Your Grantwise account will be deleted',

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;">Hi <%= it.h.name(it.full_name) %>,</p>
<p style="margin:0 0 16px;">As requested, your Grantwise account will be deleted on <strong><%= it.h.instant(it.deletion_due_at) %></strong>, together with the workspaces you are the only member of. You have been signed out everywhere.</p>
<p style="margin:0 0 16px;">Changed your mind? Until then you can keep your account: sign in and choose "Cancel the deletion" on your account page.</p>
<%~ include('@button', { href: it.restore_url, label: 'Open my account page' }) %>
<p style="margin:0 0 16px;">If you did not ask for this, sign in, keep your account and change your password.</p>
`,

  text: `<% layout('@layout') -%>
Hi <%= it.h.name(it.full_name) %>,

As requested, your Grantwise account will be deleted on <%= it.h.instant(it.deletion_due_at) %>, together with the workspaces you are the only member of. You have been signed out everywhere.

Changed your mind? Until then you can keep your account: sign in and choose "Cancel the deletion" on your account page:

<%= it.restore_url %>

If you did not ask for this, sign in, keep your account and change your password.
`,
}
