// The shared frame of every e-mail and the partials the templates include. A template starts with
// `<% layout('@layout') -%>`; Eta renders it, then renders the layout with the result as `it.body`.
// Both engines run without automatic trimming (the text body's line breaks are content), so
// control-flow tags end in `-%>` to swallow their own line break.
//
// The words of the frame come from the recipient's language as `it.l` (LayoutStrings, one table per
// language next to its templates), so the frame itself is written once.
//
// HTML: e-mail clients ignore <style> blocks and external CSS unevenly, so every style is inline and
// the frame is a presentation table (Outlook does not honour max-width on a div). Colours keep at
// least 7:1 contrast on white. Interpolations use <%= %> (escaped); <%~ %> only for Eta's own output.

const FONT = 'font-family:Arial,Helvetica,sans-serif;'

/** The frame's and the partials' words in one language. */
export interface LayoutStrings {
  sign_off: string
  /** The footer sentence around the link to the notification preferences. */
  preferences_before: string
  preferences_label: string
  preferences_after: string
  /** The text footer's label of that link. */
  preferences_text: string
  /** Partners have no notification preferences to point to, so their footer says why they get mail. */
  partner_footer: string
  unsubscribe: string
  button_fallback: string
  deadline: string
  funding: string
}

export const htmlLayout = `<!DOCTYPE html>
<html lang="<%= it.lang %>" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title><%= it.subject %></title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 32px 8px;${FONT}font-size:16px;line-height:1.5;color:#1f2933;">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#17467f;">Grantwise</p>
<%~ it.body -%>
<p style="margin:24px 0 16px;"><%= it.l.sign_off %></p>
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #d5dae1;${FONT}font-size:13px;line-height:1.5;color:#464f5a;">
<% if (it.preferences_url !== null) { -%>
<p style="margin:0 0 8px;"><%= it.l.preferences_before %><%~ include('@link', { href: it.preferences_url,
  label: it.l.preferences_label }) %><%= it.l.preferences_after %></p>
<% } else { -%>
<p style="margin:0 0 8px;"><%= it.l.partner_footer %></p>
<% } -%>
<% if (it.unsubscribe_url !== null) { -%>
<p style="margin:0;"><%~ include('@link', { href: it.unsubscribe_url, label: it.l.unsubscribe }) %></p>
<% } -%>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`

export const textLayout = `<%~ it.body %>

<%= it.l.sign_off %>

--
<% if (it.preferences_url !== null) { -%>
<%= it.l.preferences_text %>: <%= it.preferences_url %>
<% } else { -%>
<%= it.l.partner_footer %>
<% } -%>
<% if (it.unsubscribe_url !== null) { -%>
<%= it.l.unsubscribe %>: <%= it.unsubscribe_url %>
<% } -%>
`

// A link, or its label and URL as plain text when the URL is not http(s): a javascript: or data:
// URL from a scraped grant page must never become clickable.
const htmlLink = `<% if (it.h.linkable(it.href)) { -%>
<a href="<%= it.href %>" style="color:#17467f;text-decoration:underline;"><%= it.label %></a>
<%_ } else { -%>
<%= it.label %> (<%= it.href %>)
<%_ } _%>`

// The call to action of an e-mail; the URL is repeated as text for clients that mangle buttons.
const htmlButton = `<% if (it.h.linkable(it.href)) { -%>
<p style="margin:24px 0;"><a href="<%= it.href %>" style="display:inline-block;padding:12px 20px;border-radius:6px;background-color:#17467f;color:#ffffff;font-weight:bold;text-decoration:none;"><%= it.label %></a></p>
<p style="margin:0 0 16px;font-size:13px;color:#464f5a;"><%= it.l.button_fallback %><br><span style="word-break:break-all;"><%= it.href %></span></p>
<%_ } else { -%>
<p style="margin:24px 0;"><%= it.label %>: <span style="word-break:break-all;"><%= it.href %></span></p>
<%_ } -%>
`

const htmlGrant = `<div style="margin:0 0 16px;padding:12px 16px;border:1px solid #d5dae1;border-radius:6px;">
<p style="margin:0 0 4px;font-size:17px;font-weight:bold;"><%~ include('@link', { href: it.grant.url, label: it.h.line(it.grant.title) }) %></p>
<p style="margin:0;font-size:14px;color:#464f5a;"><%= it.l.deadline %>: <%= it.h.deadline(it.grant.deadline) %></p>
<% if (it.grant.funding) { -%>
<p style="margin:0;font-size:14px;color:#464f5a;"><%= it.l.funding %>: <%= it.h.funding(it.grant.funding.max,
  it.grant.funding.currency) %></p>
<% } -%>
<% if (typeof it.grant.score === 'number') { -%>
<p style="margin:0;font-size:14px;color:#464f5a;"><%= it.h.score(it.grant.score) %></p>
<% } -%>
</div>`

// Title, then the URL on its own line (plain-text clients make it clickable), then the details.
const textGrant = `- <%= it.h.line(it.grant.title) %>
  <%= it.grant.url %>
  <%= it.l.deadline %>: <%= it.h.deadline(it.grant.deadline) %>
<% if (it.grant.funding) { -%>
  <%= it.l.funding %>: <%= it.h.funding(it.grant.funding.max, it.grant.funding.currency) %>
<% } -%>
<% if (typeof it.grant.score === 'number') { -%>
  <%= it.h.score(it.grant.score) %>
<% } -%>
`

export const htmlPartials = { '@layout': htmlLayout, '@link': htmlLink, '@button': htmlButton, '@grant': htmlGrant }
export const textPartials = { '@layout': textLayout, '@grant': textGrant }
