import { styled } from '@mui/material/styles';
import { MaterialDesignContent } from 'notistack';

/** notistack's snackbar with darker success and error colours, so white text meets AA contrast (SPEC §2 snackbars). */
export const SnackbarContent = styled(MaterialDesignContent)(() => ({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b3261e' },
  '&.notistack-MuiContent-info': { backgroundColor: '#3f1b8f' },
}));
