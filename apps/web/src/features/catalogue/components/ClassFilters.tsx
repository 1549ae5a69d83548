import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import {
  DURATION_BUCKETS,
  LOCATION_TYPES,
  PRICE_RANGES,
  TEACHING_LANGUAGES,
} from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { hasFilters, type CatalogueFilters, type FilterKey } from '../lib/filters.ts';

interface ClassFiltersProps {
  filters: CatalogueFilters;
  onChange: (key: FilterKey, value: string | undefined) => void;
  onClear: () => void;
}

/** Each filter's options; their texts are the `public` catalogue's filters.<key>.<id>. */
const FIELDS = [
  { key: 'location', options: LOCATION_TYPES },
  { key: 'duration', options: DURATION_BUCKETS.map((b) => b.id) },
  { key: 'price', options: PRICE_RANGES.map((r) => r.id) },
  { key: 'language', options: TEACHING_LANGUAGES },
] as const satisfies readonly { key: FilterKey; options: readonly string[] }[];

/**
 * The catalogue filters as native selects: on a phone they open the system picker, and
 * they are labelled and keyboard-usable everywhere. Built from NativeSelect rather than a
 * TextField, whose code brings MUI's menu, popover and modal along (docs/decisions/0046).
 */
export function ClassFilters({ filters, onChange, onClear }: ClassFiltersProps) {
  const { t } = useTranslation('public');
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="filters-heading"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="filters-heading" component="h2" variant="h3" sx={{ fontSize: '1.1rem' }}>
          {t('filters.heading')}
        </Typography>
        {hasFilters(filters) && (
          <Button onClick={onClear} size="small">
            {t('classes.clearFilters')}
          </Button>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {FIELDS.map((field) => (
          <FormControl key={field.key} fullWidth margin="normal">
            <InputLabel shrink htmlFor={`filter-${field.key}`}>
              {t(`filters.${field.key}.label`)}
            </InputLabel>
            <NativeSelect
              id={`filter-${field.key}`}
              value={filters[field.key] ?? ''}
              onChange={(e) => onChange(field.key, e.target.value || undefined)}
              input={<OutlinedInput notched label={t(`filters.${field.key}.label`)} />}
            >
              <option value="">{t(`filters.${field.key}.all`)}</option>
              {field.options.map((id) => (
                <option key={id} value={id}>
                  {t(`filters.${field.key}.${id}` as `filters.location.online`)}
                </option>
              ))}
            </NativeSelect>
          </FormControl>
        ))}
      </Box>
    </Paper>
  );
}
