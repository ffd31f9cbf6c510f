import type { TemplateData, TemplateSource } from '../render.js'

const SUBJECTS: Record<TemplateData['partner_status']['status'], string> = {
  active: 'Your Grantwise partner account is approved',
  suspended: 'Your Grantwise partner account has been suspended',
  inactive: 'Your Grantwise partner account has been deactivated',
  pending: 'Your Grantwise partner account is under review again',
}

// The note is typed by a person and may run over several lines: its line breaks are kept (as <br>
// in HTML, each line escaped) instead of being flattened by `line`.
export const partnerStatus: TemplateSource<'partner_status'> = {
  subject: ({ status }) => SUBJECTS[status],

  html: `<% layout('@layout') -%>
<% const note = it.h.lines(it.notes ?? '') -%>
<p style="margin:0 0 16px;">Hi <%= it.h.name(it.contact_name) %>,</p>
<% if (it.status === 'active') { -%>
<p style="margin:0 0 16px;">Good news: the partner account of <strong><%= it.company_name %></strong> is approved. You can start referring companies to Grantwise now.</p>
<p style="margin:0 0 16px;">Your referral code: <strong><%= it.referral_code %></strong><br>Your referral link: <span style="word-break:break-all;"><%= it.referral_url %></span></p>
<p style="margin:0 0 16px;">Share the link or the code: every company that signs up with it shows up in your partner dashboard.</p>
<% } else if (it.status === 'suspended') { -%>
<p style="margin:0 0 16px;">The partner account of <strong><%= it.company_name %></strong> has been suspended. Your referral links no longer record clicks, and your pending commissions have been cancelled.</p>
<p style="margin:0 0 16px;">If you have questions about this, reply to this e-mail.</p>
<% } else if (it.status === 'inactive') { -%>
<p style="margin:0 0 16px;">The partner account of <strong><%= it.company_name %></strong> has been deactivated. The account is closed and your referral links no longer work.</p>
<% } else { -%>
<p style="margin:0 0 16px;">The partner account of <strong><%= it.company_name %></strong> is back under review. We will let you know by e-mail when the review is done.</p>
<% } -%>
<% if (note.length > 0) { -%>
<p style="margin:0 0 4px;font-weight:bold;">Note from the Grantwise team:</p>
<p style="margin:0 0 16px;"><% note.forEach((line, i) => { %><% if (i > 0) { %><br><% } %><%= line %><% }) %></p>
<% } -%>
<% if (it.status === 'active') { -%>
<%~ include('@button', { href: it.portal_url, label: 'Open your partner dashboard' }) %>
<% } -%>
`,

  text: `<% layout('@layout') -%>
<% const note = it.h.lines(it.notes ?? '') -%>
Hi <%= it.h.name(it.contact_name) %>,

<% if (it.status === 'active') { -%>
Good news: the partner account of <%= it.h.line(it.company_name) %> is approved. You can start referring companies to Grantwise now.

Your referral code: <%= it.h.line(it.referral_code) %>
Your referral link: <%= it.referral_url %>

Share the link or the code: every company that signs up with it shows up in your partner dashboard.
<% } else if (it.status === 'suspended') { -%>
The partner account of <%= it.h.line(it.company_name) %> has been suspended. Your referral links no longer record clicks, and your pending commissions have been cancelled.

If you have questions about this, reply to this e-mail.
<% } else if (it.status === 'inactive') { -%>
The partner account of <%= it.h.line(it.company_name) %> has been deactivated. The account is closed and your referral links no longer work.
<% } else { -%>
The partner account of <%= it.h.line(it.company_name) %> is back under review. We will let you know by e-mail when the review is done.
<% } -%>

<% if (note.length > 0) { -%>
Note from the Grantwise team:

<%= note.join('\\n') %>

<% } -%>
<% if (it.status === 'active') { -%>
Open your partner dashboard: <%= it.portal_url %>
<% } -%>
`,
}
