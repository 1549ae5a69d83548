import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DURATION_BUCKETS, LOCATION_LABELS, LOCATION_TYPES, PRICE_RANGES } from '@careclass/shared';
import { hasFilters, type CatalogueFilters, type FilterKey } from '../lib/filters.ts';

interface ClassFiltersProps {
  filters: CatalogueFilters;
  onChange: (key: FilterKey, value: string | undefined) => void;
  onClear: () => void;
}

const FIELDS: {
  key: FilterKey;
  label: string;
  all: string;
  options: { id: string; label: string }[];
}[] = [
  {
    key: 'location',
    label: 'Location',
    all: 'All locations',
    options: LOCATION_TYPES.map((id) => ({ id, label: LOCATION_LABELS[id] })),
  },
  {
    key: 'duration',
    label: 'Duration',
    all: 'Any duration',
    options: DURATION_BUCKETS.map((b) => ({ id: b.id, label: b.label })),
  },
  {
    key: 'price',
    label: 'Price range',
    all: 'Any price',
    options: PRICE_RANGES.map((r) => ({ id: r.id, label: r.label })),
  },
];

/**
 * The three catalogue filters as native selects: on a phone they open the system picker, and
 * they are labelled and keyboard-usable everywhere.
 */
export function ClassFilters({ filters, onChange, onClear }: ClassFiltersProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="filters-heading"
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="filters-heading" component="h2" variant="h3" sx={{ fontSize: '1.1rem' }}>
          Filter classes
        </Typography>
        {hasFilters(filters) && (
          <Button onClick={onClear} size="small">
            Clear Filters
          </Button>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        {FIELDS.map((field) => (
          <TextField
            key={field.key}
            id={`filter-${field.key}`}
            select
            label={field.label}
            value={filters[field.key] ?? ''}
            onChange={(e) => onChange(field.key, e.target.value || undefined)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{field.all}</option>
            {field.options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.label}
              </option>
            ))}
          </TextField>
        ))}
      </Box>
    </Paper>
  );
}
