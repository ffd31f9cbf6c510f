import type { TemplateSource } from '../render.js'

// The receipt of a partner application (see ../en/partner-application.ts).
export const partnerApplication: TemplateSource<'partner_application'> = {
  subject: () => 'Ihre Bewerbung als Grantwise-Partner ist eingegangen',

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;"><%= it.h.greeting(it.contact_name) %></p>
<p style="margin:0 0 16px;">vielen Dank für Ihre Bewerbung für das Grantwise-Partnerprogramm mit <strong><%= it.company_name %></strong>. Wir haben Ihr Partnerkonto für <%= it.email %> angelegt; es wartet jetzt auf unsere Prüfung.</p>
<p style="margin:0 0 16px;">Sie können sich bereits anmelden. Ihre Empfehlungslinks zählen, sobald wir Ihr Konto freigegeben haben; darüber informieren wir Sie per E-Mail.</p>
<%~ include('@button', { href: it.login_url, label: 'Im Partnerportal anmelden' }) %>
<p style="margin:0 0 16px;">Falls Sie sich nicht beworben haben, können Sie diese E-Mail ignorieren.</p>
`,

  text: `<% layout('@layout') -%>
<%= it.h.greeting(it.contact_name) %>

vielen Dank für Ihre Bewerbung für das Grantwise-Partnerprogramm mit <%= it.h.line(it.company_name) %>. Wir haben Ihr Partnerkonto für <%= it.email %> angelegt; es wartet jetzt auf unsere Prüfung.

Sie können sich bereits anmelden. Ihre Empfehlungslinks zählen, sobald wir Ihr Konto freigegeben haben; darüber informieren wir Sie per E-Mail.

Im Partnerportal anmelden: <%= it.login_url %>

Falls Sie sich nicht beworben haben, können Sie diese E-Mail ignorieren.
`,
}
