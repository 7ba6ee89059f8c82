import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Avatar, Box, Button, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useSnackbar } from '../../../lib/snackbar';
import { PICTURE_TYPES } from '@insight/contracts/validation';
import { isApiError } from '../../../lib/api-client';
import { useUploadPicture } from '../api/upload-picture';
import { pictureError } from '../picture-rules';

/** Props of {@link PictureUpload}: the user, their current picture and initials. */
export type PictureUploadProps = { userId: string; image: string | null; initials: string };

/** The profile picture: choose a file, see a preview, upload; wrong type and size are named before sending. */
export function PictureUpload({ userId, image, initials }: PictureUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useUploadPicture(userId);
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!chosen) return;
    const found = pictureError(chosen);
    setError(found);
    setFile(found ? null : chosen);
  };

  const upload = () => {
    if (!file) return;
    mutation.mutate(file, {
      onSuccess: () => {
        enqueueSnackbar('Profile picture updated', { variant: 'success' });
        setFile(null);
      },
      onError: (failure) => setError(isApiError(failure) ? failure.detail : 'The picture could not be uploaded.'),
    });
  };

  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar
        src={preview ?? image ?? undefined}
        alt={preview ? 'Preview of the new profile picture' : 'Profile picture'}
        sx={{ width: 96, height: 96, fontSize: '2rem', bgcolor: 'primary.main' }}
      >
        {initials}
      </Avatar>
      <Box sx={{ display: 'grid', gap: 1, flex: 1, minWidth: 220 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<PhotoCameraIcon />} onClick={() => inputRef.current?.click()} aria-describedby={hintId}>
            Choose picture
          </Button>
          {file && (
            <>
              <Button variant="contained" onClick={upload} loading={mutation.isPending}>
                Upload
              </Button>
              <Button onClick={() => setFile(null)}>Cancel</Button>
            </>
          )}
        </Box>
        <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
          {file ? `Selected: ${file.name}` : 'PNG, JPEG or WebP, up to 2 MB.'}
        </Typography>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        <input
          ref={inputRef}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          hidden
          aria-label="Profile picture file"
          onChange={handleChange}
          data-testid="picture-input"
        />
      </Box>
    </Box>
  );
}
