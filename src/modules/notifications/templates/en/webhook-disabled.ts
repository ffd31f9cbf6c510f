import type { TemplateSource } from '../render.js'

// Essential: the workspace stopped receiving events and nobody may notice otherwise.
export const webhookDisabled: TemplateSource<'webhook_disabled'> = {
  subject: () => 'A Grantwise webhook endpoint was disabled',

  html: `<% layout('@layout') -%>
<p style="margin:0 0 16px;">Hi <%= it.h.name(it.full_name) %>,</p>
<p style="margin:0 0 16px;">Grantwise stopped sending events to the webhook endpoint <strong style="word-break:break-all;"><%= it.endpoint_url %></strong><% if (it.description) { %> (<%= it.description %>)<% } %> at <%= it.h.instant(it.disabled_at) %>.</p>
<p style="margin:0 0 16px;">Why: <%= it.reason %></p>
<p style="margin:0 0 16px;">Once the receiver works again, enable the endpoint in the workspace's integration settings; failed deliveries can be sent again from its delivery log.</p>
<%~ include('@button', { href: it.settings_url, label: 'Open the webhook settings' }) %>
`,

  text: `<% layout('@layout') -%>
Hi <%= it.h.name(it.full_name) %>,

Grantwise stopped sending events to the webhook endpoint <%= it.endpoint_url %><% if (it.description) { %> (<%= it.h.line(it.description) %>)<% } %> at <%= it.h.instant(it.disabled_at) %>.

Why: <%= it.h.line(it.reason) %>

Once the receiver works again, enable the endpoint in the workspace's integration settings; failed deliveries can be sent again from its delivery log.

Open the webhook settings: <%= it.settings_url %>
`,
}
