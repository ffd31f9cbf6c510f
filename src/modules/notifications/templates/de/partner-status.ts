import type { TemplateData, TemplateSource } from '../render.js'

const SUBJECTS: Record<TemplateData['partner_status']['status'], string> = {
  active: 'Ihr Grantwise-Partnerkonto ist freigegeben',
  suspended: 'Ihr Grantwise-Partnerkonto wurde gesperrt',
  inactive: 'Ihr Grantwise-Partnerkonto wurde deaktiviert',
  pending: 'Ihr Grantwise-Partnerkonto wird erneut geprüft',
}

// The note is typed by a person and may run over several lines (see ../en/partner-status.ts).
export const partnerStatus: TemplateSource<'partner_status'> = {
  subject: ({ status }) => SUBJECTS[status],

  html: `<% layout('@layout') -%>
<% const note = it.h.lines(it.notes ?? '') -%>
<p style="margin:0 0 16px;"><%= it.h.greeting(it.contact_name) %></p>
<% if (it.status === 'active') { -%>
<p style="margin:0 0 16px;">gute Nachrichten: Das Partnerkonto von <strong><%= it.company_name %></strong> ist freigegeben. Sie können ab sofort Unternehmen an Grantwise empfehlen.</p>
<p style="margin:0 0 16px;">Ihr Empfehlungscode: <strong><%= it.referral_code %></strong><br>Ihr Empfehlungslink: <span style="word-break:break-all;"><%= it.referral_url %></span></p>
<p style="margin:0 0 16px;">Teilen Sie den Link oder den Code: Jedes Unternehmen, das sich damit registriert, erscheint in Ihrer Partner-Übersicht.</p>
<% } else if (it.status === 'suspended') { -%>
<p style="margin:0 0 16px;">das Partnerkonto von <strong><%= it.company_name %></strong> wurde gesperrt. Ihre Empfehlungslinks zählen keine Klicks mehr, und Ihre ausstehenden Provisionen wurden storniert.</p>
<p style="margin:0 0 16px;">Wenn Sie Fragen dazu haben, antworten Sie einfach auf diese E-Mail.</p>
<% } else if (it.status === 'inactive') { -%>
<p style="margin:0 0 16px;">das Partnerkonto von <strong><%= it.company_name %></strong> wurde deaktiviert. Das Konto ist geschlossen, und Ihre Empfehlungslinks funktionieren nicht mehr.</p>
<% } else { -%>
<p style="margin:0 0 16px;">das Partnerkonto von <strong><%= it.company_name %></strong> wird erneut geprüft. Wir informieren Sie per E-Mail, sobald die Prüfung abgeschlossen ist.</p>
<% } -%>
<% if (note.length > 0) { -%>
<p style="margin:0 0 4px;font-weight:bold;">Hinweis des Grantwise-Teams:</p>
<p style="margin:0 0 16px;"><% note.forEach((line, i) => { %><% if (i > 0) { %><br><% } %><%= line %><% }) %></p>
<% } -%>
<% if (it.status === 'active') { -%>
<%~ include('@button', { href: it.portal_url, label: 'Partner-Übersicht öffnen' }) %>
<% } -%>
`,

  text: `<% layout('@layout') -%>
<% const note = it.h.lines(it.notes ?? '') -%>
<%= it.h.greeting(it.contact_name) %>

<% if (it.status === 'active') { -%>
gute Nachrichten: Das Partnerkonto von <%= it.h.line(it.company_name) %> ist freigegeben. Sie können ab sofort Unternehmen an Grantwise empfehlen.

Ihr Empfehlungscode: <%= it.h.line(it.referral_code) %>
Ihr Empfehlungslink: <%= it.referral_url %>

Teilen Sie den Link oder den Code: Jedes Unternehmen, das sich damit registriert, erscheint in Ihrer Partner-Übersicht.
<% } else if (it.status === 'suspended') { -%>
das Partnerkonto von <%= it.h.line(it.company_name) %> wurde gesperrt. Ihre Empfehlungslinks zählen keine Klicks mehr, und Ihre ausstehenden Provisionen wurden storniert.

Wenn Sie Fragen dazu haben, antworten Sie einfach auf diese E-Mail.
<% } else if (it.status === 'inactive') { -%>
das Partnerkonto von <%= it.h.line(it.company_name) %> wurde deaktiviert. Das Konto ist geschlossen, und Ihre Empfehlungslinks funktionieren nicht mehr.
<% } else { -%>
das Partnerkonto von <%= it.h.line(it.company_name) %> wird erneut geprüft. Wir informieren Sie per E-Mail, sobald die Prüfung abgeschlossen ist.
<% } -%>

<% if (note.length > 0) { -%>
Hinweis des Grantwise-Teams:

<%= note.join('\\n') %>

<% } -%>
<% if (it.status === 'active') { -%>
Partner-Übersicht öffnen: <%= it.portal_url %>
<% } -%>
`,
}
