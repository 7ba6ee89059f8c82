import { useId, useState } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { TeamMember } from '../types';
import { memberName } from '../member-name';

/** What can be done to a member. */
export type MemberAction = 'edit' | 'resend' | 'delete';

/** Props of {@link MemberActionsMenu}: the member, whether access may be edited, and the chosen-action callback. */
export type MemberActionsMenuProps = { member: TeamMember; canEdit: boolean; isSelf: boolean; onAction: (action: MemberAction, member: TeamMember) => void };

/** The row menu of the team table: edit access (edit_user_access), resend invitation (Pending), delete. */
export function MemberActionsMenu({ member, canEdit, isSelf, onAction }: MemberActionsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (action: MemberAction) => {
    setAnchor(null);
    onAction(action, member);
  };
  const items = [
    canEdit && (
      <MenuItem key="edit" onClick={() => choose('edit')}>
        <ListItemIcon>
          <EditIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Edit role and access</ListItemText>
      </MenuItem>
    ),
    member.status === 'Pending' && (
      <MenuItem key="resend" onClick={() => choose('resend')}>
        <ListItemIcon>
          <SendIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Resend invitation</ListItemText>
      </MenuItem>
    ),
    canEdit && !isSelf && (
      <MenuItem key="delete" onClick={() => choose('delete')} sx={{ color: 'error.main' }}>
        <ListItemIcon sx={{ color: 'inherit' }}>
          <DeleteIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Delete user</ListItemText>
      </MenuItem>
    ),
  ].filter(Boolean);
  if (items.length === 0) return null;
  return (
    <>
      <IconButton
        aria-label={`Actions for ${memberName(member)}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {items}
      </Menu>
    </>
  );
}
