import { oneLine } from '../format.js'
import type { TemplateSource } from '../render.js'

export const newMatch: TemplateSource<'new_match'> = {
  subject: ({ matches, company_name }) => matches.length === 1
    ? `1 new grant matches ${oneLine(company_name)}`
    : `${matches.length} new grants match ${oneLine(company_name)}`,

  // The matches arrive best first; the template keeps that order.
  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;">Hi <%= it.h.name(it.full_name) %>,</p>
<% if (it.matches.length === 1) { -%>
<p style="margin:0 0 16px;">We found 1 new grant that matches <strong><%= it.company_name %></strong>:</p>
<% } else { -%>
<p style="margin:0 0 16px;">We found <%= it.matches.length %> new grants that match <strong><%= it.company_name %></strong>:</p>
<% } -%>
<% for (const grant of it.matches) { -%>
<%~ include('@grant', { grant }) %>
<% } -%>
<%~ include('@button', { href: it.app_url + '/matches', label: 'See all your matches' }) %>
`,

  text: `<% layout('@layout') -%>
Hi <%= it.h.name(it.full_name) %>,

<% if (it.matches.length === 1) { -%>
We found 1 new grant that matches <%= it.h.line(it.company_name) %>:
<% } else { -%>
We found <%= it.matches.length %> new grants that match <%= it.h.line(it.company_name) %>:
<% } -%>

<% for (const grant of it.matches) { -%>
<%~ include('@grant', { grant }) %>
<% } -%>
See all your matches: <%= it.app_url %>/matches
`,
}
