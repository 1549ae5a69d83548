import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../lib/api-client.ts';
import { useMaterials } from './api/list-materials.ts';
import { ClassMaterialsPanel } from './ClassMaterialsPanel.tsx';
import { useTranslation } from 'react-i18next';

/**
 * "Class Materials" on the public class page, for a signed-in visitor. Shown only once the list
 * call lets them in: a 403 (not enrolled, another instructor) or 404 hides it without a word,
 * and nothing shows while that is still unknown. Loaded lazily, so the public bundle stays small.
 */
export default function ClassMaterialsSection({ classId }: { classId: number }) {
  const { t } = useTranslation('materials');
  const materials = useMaterials(classId);
  const refused =
    materials.isError &&
    isApiError(materials.error) &&
    [401, 403, 404].includes(materials.error.status);
  if (materials.isPending || refused) return null;
  return (
    <Box component="section" aria-labelledby="materials-heading" sx={{ mb: 4 }}>
      <Typography id="materials-heading" variant="h2" sx={{ fontSize: '1.4rem', mb: 1.5 }}>
        {t('heading')}
      </Typography>
      <ClassMaterialsPanel classId={classId} canManage={false} />
    </Box>
  );
}
