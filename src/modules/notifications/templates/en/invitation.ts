import type { TemplateSource } from '../render.js'

// To an address that may have no account yet: it names who invites, to what, and what the link
// does; the link is single use and expires (7 days).
export const invitation: TemplateSource<'invitation'> = {
  subject: (d) => `${d.inviter_name} invited you to ${d.workspace_name} on Grantwise`.slice(0, 200),

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;">Hello,</p>
<p style="margin:0 0 16px;"><%= it.h.name(it.inviter_name) %> invited you to join the workspace <strong><%= it.workspace_name %></strong> on Grantwise as <%= it.role === 'admin' ? 'an admin' : 'a member' %>. Grantwise finds the public grants that fit a company and keeps the team on top of its deadlines and applications.</p>
<%~ include('@button', { href: it.accept_url, label: 'Join ' + it.workspace_name }) %>
<p style="margin:0 0 16px;">The link can be used once and is valid until <%= it.h.instant(it.expires_at) %>. If you do not know <%= it.h.name(it.inviter_name) %>, you can ignore this e-mail.</p>
`,

  text: `<% layout('@layout') -%>
Hello,

<%= it.h.name(it.inviter_name) %> invited you to join the workspace "<%= it.workspace_name %>" on Grantwise as <%= it.role === 'admin' ? 'an admin' : 'a member' %>. Grantwise finds the public grants that fit a company and keeps the team on top of its deadlines and applications.

Join here (the link can be used once and is valid until <%= it.h.instant(it.expires_at) %>):

<%= it.accept_url %>

If you do not know <%= it.h.name(it.inviter_name) %>, you can ignore this e-mail.
`,
}
