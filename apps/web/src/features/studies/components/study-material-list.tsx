import { Link, List, ListItem, ListItemIcon, ListItemText, Skeleton, Typography } from '@mui/material';
import LinkIcon from '@mui/icons-material/Link';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { ErrorState } from '../../../components/error-state';
import { useStudyMaterials } from '../api/get-study-materials';

/** Props of {@link StudyMaterialList}. */
export type StudyMaterialListProps = { studyId: string };

/** The study's stimuli (SPEC §3 Study material): links and files, each opening in a new tab. */
export function StudyMaterialList({ studyId }: StudyMaterialListProps) {
  const materials = useStudyMaterials(studyId);
  if (materials.isPending) return <Skeleton height={64} aria-hidden />;
  if (materials.isError) return <ErrorState error={materials.error} onRetry={() => void materials.refetch()} />;
  if (materials.data.length === 0) return <Typography sx={{ color: 'text.secondary' }}>No study materials.</Typography>;
  return (
    <List disablePadding>
      {materials.data.map((material) => {
        const href = material.link ?? material.url ?? undefined;
        const title = material.title ?? material.name ?? material.file_name ?? 'Study material';
        const isLink = Boolean(material.link);
        return (
          <ListItem key={material.id} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>{isLink ? <LinkIcon aria-hidden /> : <InsertDriveFileOutlinedIcon aria-hidden />}</ListItemIcon>
            <ListItemText
              primary={
                href ? (
                  <Link href={href} target="_blank" rel="noopener noreferrer">
                    {title}
                  </Link>
                ) : (
                  title
                )
              }
              secondary={isLink ? 'Link' : (material.file_name ?? material.mime_type ?? 'File')}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
