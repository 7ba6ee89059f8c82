import { useLocation, useNavigate } from 'react-router';
import { useSnackbar } from '../../lib/snackbar';
import type { Client } from '@insight/contracts/user';
import { paths } from '../../config/paths';
import { hrefAfterClientSwitch } from '../../lib/active-client';
import { useIsConsumer, useSession } from '../../lib/session';
import { studyStore } from '../../lib/study-store';

/** Switches the active client (SPEC §4): stays on the current page when the other client has it, else goes home. */
export function useSwitchClient(): (client: Client) => void {
  const { activeClient } = useSession();
  const isConsumer = useIsConsumer();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  return (client: Client) => {
    if (client.id === activeClient.id) return;
    studyStore.setStudy(null);
    navigate(hrefAfterClientSwitch(pathname, search, client.id, isConsumer ? paths.stories.path : paths.home.path));
    enqueueSnackbar(`Switched to ${client.name}`, { variant: 'success' });
  };
}
