import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { useSnackbar } from '../../../lib/snackbar';
import type { User } from '@insight/contracts/user';
import { ERROR_TEXTS } from '@insight/contracts/error-texts';
import { isApiError } from '../../../lib/api-client';
import { useCompanyDepartments } from '../api/get-company-departments';
import { useUpdateProfile } from '../api/update-profile';

/** Props of {@link ProfileForm}: the signed-in user. */
export type ProfileFormProps = { user: User };

/** Name, surname, job title and company department (from company_departments) of the signed-in user. */
export function ProfileForm({ user }: ProfileFormProps) {
  const [name, setName] = useState(user.name);
  const [surname, setSurname] = useState(user.surname);
  const [jobTitle, setJobTitle] = useState(user.job_title ?? '');
  const [department, setDepartment] = useState(user.company_department ?? '');
  const [errors, setErrors] = useState<{ name?: string; surname?: string }>({});
  const departments = useCompanyDepartments();
  const mutation = useUpdateProfile(user.id);
  const { enqueueSnackbar } = useSnackbar();
  const departmentOptions = department && !(departments.data ?? []).includes(department) ? [department, ...(departments.data ?? [])] : (departments.data ?? []);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = { name: name.trim() ? undefined : ERROR_TEXTS.required, surname: surname.trim() ? undefined : ERROR_TEXTS.required };
    setErrors(found);
    if (found.name || found.surname) return;
    mutation.mutate(
      { name: name.trim(), surname: surname.trim(), job_title: jobTitle.trim() || null, company_department: department || null },
      { onSuccess: () => enqueueSnackbar('Profile saved', { variant: 'success' }) },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Personal details" sx={{ display: 'grid', gap: 2.5 }}>
      {mutation.isError && (
        <Alert severity="error" role="alert">
          {isApiError(mutation.error) ? mutation.error.detail : ERROR_TEXTS.other}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="First name"
          name="given-name"
          autoComplete="given-name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name}
        />
        <TextField
          label="Last name"
          name="family-name"
          autoComplete="family-name"
          required
          value={surname}
          onChange={(e) => setSurname(e.target.value)}
          error={Boolean(errors.surname)}
          helperText={errors.surname}
        />
      </Box>
      <TextField label="Email" value={user.email} slotProps={{ htmlInput: { readOnly: true } }} helperText="Your sign-in address cannot be changed here." />
      <TextField label="Job title" name="organization-title" autoComplete="organization-title" value={jobTitle} onChange={(e) => setJobTitle(e.target.value)} />
      <TextField
        select
        label="Company department"
        value={department}
        onChange={(e) => setDepartment(e.target.value)}
        helperText={departments.isError ? 'The departments could not be loaded.' : undefined}
      >
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
        {departmentOptions.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Button type="submit" variant="contained" loading={mutation.isPending}>
          Save profile
        </Button>
      </Box>
    </Box>
  );
}
