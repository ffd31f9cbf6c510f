import { oneLine } from '../format.js'
import type { TemplateSource } from '../render.js'

const H2 = 'margin:24px 0 12px;font-size:18px;line-height:1.3;color:#1f2933;'

export const weeklyDigest: TemplateSource<'weekly_digest'> = {
  subject: ({ week }) => `Your Grantwise week ${oneLine(week)}`,

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;">Hi <%= it.h.name(it.full_name) %>,</p>
<p style="margin:0 0 16px;">Here is your Grantwise summary for week <%= it.week %>.</p>
<h2 style="${H2}">New matches</h2>
<% if (it.new_matches.length === 0) { -%>
<p style="margin:0 0 16px;">Nothing new this week.</p>
<% } -%>
<% for (const grant of it.new_matches) { -%>
<%~ include('@grant', { grant }) %>
<% } -%>
<h2 style="${H2}">Deadlines coming up</h2>
<% if (it.deadlines.length === 0) { -%>
<p style="margin:0 0 16px;">No saved grant closes in the next two weeks.</p>
<% } -%>
<% for (const grant of it.deadlines) { -%>
<%~ include('@grant', { grant }) %>
<% } -%>
<%~ include('@button', { href: it.app_url + '/matches', label: 'See all your matches' }) %>
`,

  text: `<% layout('@layout') -%>
Hi <%= it.h.name(it.full_name) %>,

Here is your Grantwise summary for week <%= it.h.line(it.week) %>.

New matches
-----------

<% if (it.new_matches.length === 0) { -%>
Nothing new this week.

<% } -%>
<% for (const grant of it.new_matches) { -%>
<%~ include('@grant', { grant }) %>
<% } -%>
Deadlines coming up
-------------------

<% if (it.deadlines.length === 0) { -%>
No saved grant closes in the next two weeks.

<% } -%>
<% for (const grant of it.deadlines) { -%>
<%~ include('@grant', { grant }) %>
<% } -%>
See all your matches: <%= it.app_url %>/matches
`,
}
