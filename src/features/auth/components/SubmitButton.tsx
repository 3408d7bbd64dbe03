import { Button, Loader } from '@mantine/core';
import { useState } from 'react';

/** Mantine's `loading` hides the label, but the button must say what is happening
 * ("Signing in..."), so the label changes and a small loader sits beside it. */
export function SubmitButton({
  pending,
  disabled,
  label,
}: {
  pending: boolean;
  disabled?: boolean;
  label: string;
}) {
  return (
    <Button
      type="submit"
      fullWidth
      size="md"
      mt="xs"
      disabled={pending || disabled}
      leftSection={pending ? <Loader size={16} color="gray" /> : undefined}
    >
      {label}
    </Button>
  );
}

/** Whether a sign-in form's request is on its way, and how to send one: pending until it settles. */
export function usePendingRequest(): [boolean, (request: () => Promise<unknown>) => Promise<void>] {
  const [pending, setPending] = useState(false);
  const send = async (request: () => Promise<unknown>) => {
    setPending(true);
    try {
      await request();
    } finally {
      setPending(false);
    }
  };
  return [pending, send];
}
