import { subjectTitle } from '../format.js'
import type { TemplateSource } from '../render.js'

// A call the recipient follows changed in a way that matters: every changed field in words (the
// dates already in the recipient's time zone), then the grant and a link to its page. An urgent
// change (closed early, withdrawn) says so in the subject.
export const grantChanged: TemplateSource<'grant_changed'> = {
  subject: ({ grant, headline, urgency }) => urgency
    ? `Urgent: ${subjectTitle(grant.title)} ${urgency}`
    : `${headline}: ${subjectTitle(grant.title)}`,

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;">Hi <%= it.h.name(it.full_name) %>,</p>
<p style="margin:0 0 16px;">A call you follow has changed<% if (it.urgency) { %>: <strong>it was <%= it.urgency %></strong><% } %>.</p>
<ul style="margin:0 0 16px;padding-left:20px;">
<% it.changes.forEach((line) => { -%>
<li style="margin:0 0 4px;"><%= it.h.line(line) %></li>
<% }) -%>
</ul>
<%~ include('@grant', { grant: it.grant }) %>
<%~ include('@button', { href: it.grant.url, label: 'Open the grant' }) %>
`,

  text: `<% layout('@layout') -%>
Hi <%= it.h.name(it.full_name) %>,

A call you follow has changed<% if (it.urgency) { %>: it was <%= it.urgency %><% } %>.

<% it.changes.forEach((line) => { %>- <%= it.h.line(line) %>
<% }) %>

<%~ include('@grant', { grant: it.grant }) %>

Open the grant: <%= it.grant.url %>
`,
}
