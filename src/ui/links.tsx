import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import { forwardRef } from 'react';

/** Mantine's anchor and button as typed router links (`to`, `params`, `search` checked), for every feature. */
const AnchorBase = forwardRef<HTMLAnchorElement, AnchorProps & React.ComponentPropsWithoutRef<'a'>>(
  function AnchorBase(props, ref) {
    return <Anchor ref={ref} {...props} />;
  },
);

const ButtonBase = forwardRef<HTMLAnchorElement, ButtonProps & React.ComponentPropsWithoutRef<'a'>>(
  function ButtonBase(props, ref) {
    return <Button component="a" ref={ref} {...props} />;
  },
);

export const AnchorLink = createLink(AnchorBase);
export const ButtonLink = createLink(ButtonBase);
