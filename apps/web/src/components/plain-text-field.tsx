import { useId, type ReactNode } from 'react';
import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';

/** Props of {@link PlainTextField}: OutlinedInput's (value, onChange, type, name, autoComplete, …) plus TextField's label, helper text and state. */
export type PlainTextFieldProps = Omit<OutlinedInputProps, 'label' | 'error' | 'required' | 'fullWidth' | 'id'> & {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  fullWidth?: boolean;
};

/**
 * An outlined text field made of the parts MUI's `TextField` renders (FormControl, InputLabel, OutlinedInput,
 * FormHelperText), for the signed-out pages that must load fast (issue 15, decision 0210): `TextField` always brings
 * Select, Menu, Popover and Modal along (~20 KB gzip). It looks and is labelled like `<TextField>`: the label names the
 * input, the helper text describes it, `required` marks the label.
 */
export function PlainTextField({ label, helperText, error = false, required = false, fullWidth = false, disabled, ...input }: PlainTextFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" error={error} required={required} fullWidth={fullWidth} disabled={disabled}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} aria-describedby={helperTextId} {...input} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
