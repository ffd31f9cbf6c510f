import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'

// Mantine anchors and buttons as typed router links: `to` and `search` are checked against the
// route tree (passing Link through Mantine's `component` prop would lose those types). The router
// marks the active link with aria-current="page" itself.

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color'>

const AnchorBase = forwardRef<HTMLAnchorElement, AnchorProps & AnchorAttributes>((props, ref) => <Anchor ref={ref} {...props} />)
export const AnchorLink = createLink(AnchorBase)

const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & AnchorAttributes>(
  (props, ref) => <Button component="a" ref={ref} {...props} />,
)
export const ButtonLink = createLink(ButtonAnchor)
