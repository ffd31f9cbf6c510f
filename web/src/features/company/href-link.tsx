import { Anchor, type AnchorProps } from '@mantine/core'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'

// A link to a path with a query string owned by another area (`/matches?status=saved`): the
// router navigates by href (no full reload, the session stays in memory), so this page does not
// depend on the other route's search schema. Modified clicks (new tab) are left to the browser.

export function HrefLink ({ href, children, ...props }: AnchorProps & { href: string; children: ReactNode; 'aria-label'?: string }) {
  const router = useRouter()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    void router.navigate({ href })
  }
  return <Anchor href={href} onClick={onClick} {...props}>{children}</Anchor>
}
