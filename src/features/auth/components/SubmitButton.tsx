import { Button, Loader } from '@mantine/core';

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
