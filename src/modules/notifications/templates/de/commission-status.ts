import type { TemplateSource } from '../render.js'

const CELL = 'padding:6px 8px;border-bottom:1px solid #d5dae1;'

export const commissionStatus: TemplateSource<'commission_status'> = {
  // A payout is announced by what arrives (the total); a single approval by the commission itself.
  subject: ({ status, commissions, total, currency }, h) => {
    const [only] = commissions
    if (commissions.length === 1 && only) {
      return status === 'paid'
        ? `Provision ausgezahlt: ${h.money(total, currency)}`
        : `Provision freigegeben: ${h.money(only.amount, only.currency)}`
    }
    return `${commissions.length} Provisionen ${status === 'paid' ? 'ausgezahlt' : 'freigegeben'}: ${h.money(total, currency)}`
  },

  // A real table (not role="presentation"): screen readers announce Zeitraum and Betrag per row.
  html: `<% layout('@layout') -%>
<% const one = it.commissions.length === 1 -%>
<p style="margin:0 0 16px;"><%= it.h.greeting(it.contact_name) %></p>
<% if (it.status === 'paid') { -%>
<p style="margin:0 0 16px;"><%= one ? 'die folgende Provision' : 'die folgenden Provisionen' %> für <strong><%= it.company_name %></strong> <%= one ? 'wurde' : 'wurden' %> ausgezahlt: Die Zahlung ist unterwegs zu Ihnen.</p>
<% } else { -%>
<p style="margin:0 0 16px;"><%= one ? 'die folgende Provision' : 'die folgenden Provisionen' %> für <strong><%= it.company_name %></strong> <%= one ? 'wurde' : 'wurden' %> freigegeben: <%= one ? 'Sie ist' : 'Sie sind' %> in der nächsten Auszahlung enthalten.</p>
<% } -%>
<table cellpadding="0" cellspacing="0" border="0" style="width:100%;margin:0 0 16px;border-collapse:collapse;">
<tr><th scope="col" align="left" style="${CELL}text-align:left;">Zeitraum</th><th scope="col" align="right" style="${CELL}text-align:right;">Betrag</th></tr>
<% for (const commission of it.commissions) { -%>
<tr><td style="${CELL}"><%= commission.period %></td><td align="right" style="${CELL}text-align:right;white-space:nowrap;"><%= it.h.money(commission.amount, commission.currency) %></td></tr>
<% } -%>
<tr><th scope="row" align="left" style="padding:6px 8px;text-align:left;">Summe</th><td align="right" style="padding:6px 8px;text-align:right;white-space:nowrap;font-weight:bold;"><%= it.h.money(it.total, it.currency) %></td></tr>
</table>
<%~ include('@button', { href: it.portal_url, label: 'Ihre Provisionen öffnen' }) %>
`,

  text: `<% layout('@layout') -%>
<% const one = it.commissions.length === 1 -%>
<%= it.h.greeting(it.contact_name) %>

<% if (it.status === 'paid') { -%>
<%= one ? 'die folgende Provision' : 'die folgenden Provisionen' %> für <%= it.h.line(it.company_name) %> <%= one ? 'wurde' : 'wurden' %> ausgezahlt: Die Zahlung ist unterwegs zu Ihnen.
<% } else { -%>
<%= one ? 'die folgende Provision' : 'die folgenden Provisionen' %> für <%= it.h.line(it.company_name) %> <%= one ? 'wurde' : 'wurden' %> freigegeben: <%= one ? 'Sie ist' : 'Sie sind' %> in der nächsten Auszahlung enthalten.
<% } -%>

<% for (const commission of it.commissions) { -%>
<%= it.h.line(commission.period) %>  <%= it.h.money(commission.amount, commission.currency) %>
<% } -%>

Summe: <%= it.h.money(it.total, it.currency) %>

Ihre Provisionen öffnen: <%= it.portal_url %>
`,
}
