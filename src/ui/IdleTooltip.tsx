import { Tooltip, type TooltipProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { whenIdle } from '../lib/when-idle';

/**
 * False in the render that mounts the component, true once the browser has been idle since (at
 * the latest a second later): what no one can use in a screen's first moments (a tooltip that
 * opens after a pause, a closed dialog) waits for it, and the first render builds only what shows.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), 1000), []);
  return idle;
}

/**
 * Mantine's Tooltip, mounted once the browser is idle: its positioning and transition hooks
 * render twice as they mount (1.5–8 ms for the six of a genolist's screen on a cold page, CPU
 * profiles). Its target shows at once, and is mounted again inside the tooltip then, looking the
 * same.
 */
export function IdleTooltip(props: TooltipProps) {
  const idle = useIdle();
  return idle ? <Tooltip {...props} /> : props.children;
}
