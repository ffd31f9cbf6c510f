import { money } from '../format.js'
import type { TemplateSource } from '../render.js'

const CELL = 'padding:6px 8px;border-bottom:1px solid #d5dae1;'

export const commissionStatus: TemplateSource<'commission_status'> = {
  // A payout is announced by what arrives (the total); a single approval by the commission itself.
  subject: ({ status, commissions, total, currency }) => {
    const [only] = commissions
    if (commissions.length === 1 && only) {
      return status === 'paid' ? `Commission paid: ${money(total, currency)}` : `Commission approved: ${money(only.amount, only.currency)}`
    }
    return `${commissions.length} commissions ${status === 'paid' ? 'paid' : 'approved'}: ${money(total, currency)}`
  },

  // A real table (not role="presentation"): screen readers announce Period and Amount per row.
  html: `<% layout('@layout') -%>
<% const one = it.commissions.length === 1 -%>
<p style="margin:0 0 16px;">Hi <%= it.h.name(it.contact_name) %>,</p>
<% if (it.status === 'paid') { -%>
<p style="margin:0 0 16px;"><%= one ? 'The commission below' : 'The commissions below' %> for <strong><%= it.company_name %></strong> <%= one ? 'has' : 'have' %> been paid: the payout is on its way to you.</p>
<% } else { -%>
<p style="margin:0 0 16px;"><%= one ? 'The commission below' : 'The commissions below' %> for <strong><%= it.company_name %></strong> <%= one ? 'has' : 'have' %> been approved: <%= one ? 'it' : 'they' %> will be included in the next payout.</p>
<% } -%>
<table cellpadding="0" cellspacing="0" border="0" style="width:100%;margin:0 0 16px;border-collapse:collapse;">
<tr><th scope="col" align="left" style="${CELL}text-align:left;">Period</th><th scope="col" align="right" style="${CELL}text-align:right;">Amount</th></tr>
<% for (const commission of it.commissions) { -%>
<tr><td style="${CELL}"><%= commission.period %></td><td align="right" style="${CELL}text-align:right;white-space:nowrap;"><%= it.h.money(commission.amount, commission.currency) %></td></tr>
<% } -%>
<tr><th scope="row" align="left" style="padding:6px 8px;text-align:left;">Total</th><td align="right" style="padding:6px 8px;text-align:right;white-space:nowrap;font-weight:bold;"><%= it.h.money(it.total, it.currency) %></td></tr>
</table>
<%~ include('@button', { href: it.portal_url, label: 'Open your commissions' }) %>
`,

  text: `<% layout('@layout') -%>
<% const one = it.commissions.length === 1 -%>
Hi <%= it.h.name(it.contact_name) %>,

<% if (it.status === 'paid') { -%>
<%= one ? 'The commission below' : 'The commissions below' %> for <%= it.h.line(it.company_name) %> <%= one ? 'has' : 'have' %> been paid: the payout is on its way to you.
<% } else { -%>
<%= one ? 'The commission below' : 'The commissions below' %> for <%= it.h.line(it.company_name) %> <%= one ? 'has' : 'have' %> been approved: <%= one ? 'it' : 'they' %> will be included in the next payout.
<% } -%>

<% for (const commission of it.commissions) { -%>
<%= it.h.line(commission.period) %>  <%= it.h.money(commission.amount, commission.currency) %>
<% } -%>

Total: <%= it.h.money(it.total, it.currency) %>

Open your commissions: <%= it.portal_url %>
`,
}
