import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import CreditCard from '@mui/icons-material/CreditCard';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { useToast } from '../../../../lib/toast.ts';
import {
  digitsOnly,
  expiryProblem,
  isValidCardNumber,
  normaliseExpiry,
  type SavedCard,
} from '../../lib/payment-methods.ts';
import { useSavedCards } from '../../lib/use-saved-cards.ts';
import { SectionHeader } from '../common.tsx';
import type { SectionProps } from './types.ts';

/** The simulated card check of the specification (001, section 9). */
const VERIFY_MS = 1000;

interface CardErrors {
  number?: string;
  expiry?: string;
  name?: string;
}

type CardProblem = 'invalidNumber' | 'invalidExpiry' | 'expired' | 'noName';

/** What is wrong with the card, as catalogue keys (`paymentMethods.<problem>`). */
function validate(number: string, expiry: string, name: string) {
  const errors: { number?: CardProblem; expiry?: CardProblem; name?: CardProblem } = {};
  if (!isValidCardNumber(number)) errors.number = 'invalidNumber';
  const problem = expiryProblem(expiry, new Date());
  if (problem === 'invalid') errors.expiry = 'invalidExpiry';
  if (problem === 'expired') errors.expiry = 'expired';
  if (name.trim() === '') errors.name = 'noName';
  return errors;
}

function AddCardForm({
  onSaved,
  onCancel,
  add,
}: {
  onSaved: (card: SavedCard) => void;
  onCancel: () => void;
  add: (card: { last_four: string; expiry_date: string }) => SavedCard;
}) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [name, setName] = useState('');
  const { t } = useTranslation('profile');
  const [found, setErrors] = useState<ReturnType<typeof validate>>({});
  const errors: CardErrors = {
    number: found.number && t(`paymentMethods.${found.number}`),
    expiry: found.expiry && t(`paymentMethods.${found.expiry}`),
    name: found.name && t(`paymentMethods.${found.name}`),
  };
  const [verifying, setVerifying] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const numberRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    numberRef.current?.focus();
    return () => window.clearTimeout(timer.current);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validate(number, expiry, name);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setVerifying(true);
    // Only the last four digits and the expiry are kept; the number and name are dropped here.
    const lastFour = digitsOnly(number).slice(-4);
    const expiryDate = normaliseExpiry(expiry);
    timer.current = window.setTimeout(() => {
      const card = add({ last_four: lastFour, expiry_date: expiryDate });
      setVerifying(false);
      onSaved(card);
    }, VERIFY_MS);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Box
        component="form"
        noValidate
        aria-label={t('paymentMethods.addTitle')}
        onSubmit={onSubmit}
      >
        <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
          {t('paymentMethods.addTitle')}
        </Typography>
        <TextField
          label={t('paymentMethods.number')}
          inputRef={numberRef}
          value={number}
          onChange={(e) => setNumber(e.target.value.replace(/[^\d\s-]/g, '').slice(0, 23))}
          error={Boolean(errors.number)}
          helperText={errors.number}
          disabled={verifying}
          autoComplete="cc-number"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 2fr' } }}>
          <TextField
            label={t('paymentMethods.expiry')}
            value={expiry}
            onChange={(e) => setExpiry(e.target.value.slice(0, 7))}
            error={Boolean(errors.expiry)}
            helperText={errors.expiry}
            disabled={verifying}
            autoComplete="cc-exp"
            placeholder={t('paymentMethods.expiryPlaceholder')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label={t('paymentMethods.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(errors.name)}
            helperText={errors.name}
            disabled={verifying}
            autoComplete="cc-name"
          />
        </Box>
        {verifying && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('paymentMethods.verifying')}</Typography>
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button type="submit" variant="contained" disabled={verifying}>
            {t('paymentMethods.save')}
          </Button>
          <Button onClick={onCancel} disabled={verifying}>
            {t('common.cancel')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

export function PaymentMethodsSection({ data, headingId }: SectionProps) {
  const { t } = useTranslation('profile');
  const { cards, add, setDefault, remove } = useSavedCards(data.user.id);
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SavedCard | null>(null);

  return (
    <>
      <SectionHeader
        title={t('sections.payment-methods')}
        headingId={headingId}
        actions={
          !adding && (
            <Button
              variant="contained"
              startIcon={<Add aria-hidden />}
              onClick={() => setAdding(true)}
            >
              {t('paymentMethods.add')}
            </Button>
          )
        }
      />
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('paymentMethods.storedHere')}
      </Alert>
      {adding && (
        <AddCardForm
          add={add}
          onCancel={() => setAdding(false)}
          onSaved={(card) => {
            setAdding(false);
            toast.success(t('paymentMethods.saved', { lastFour: card.last_four }));
          }}
        />
      )}
      {cards.length === 0 ? (
        !adding && (
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
              {t('paymentMethods.empty')}
            </Typography>
            <Typography color="text.secondary">{t('paymentMethods.emptyHint')}</Typography>
          </Paper>
        )
      ) : (
        <Paper variant="outlined">
          <List aria-label={t('paymentMethods.list')}>
            {cards.map((c) => (
              <ListItem key={c.id} divider sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <CreditCard aria-hidden />
                </ListItemIcon>
                <ListItemText
                  primary={t('paymentMethods.card', { lastFour: c.last_four })}
                  secondary={t('paymentMethods.expires', { expiry: c.expiry_date })}
                  sx={{ flex: '1 1 160px' }}
                />
                {c.is_default && (
                  <Chip size="small" color="primary" label={t('paymentMethods.default')} />
                )}
                <Box sx={{ display: 'flex', gap: 1 }}>
                  {!c.is_default && (
                    <Button
                      size="small"
                      onClick={() => {
                        setDefault(c.id);
                        toast.success(t('paymentMethods.nowDefault', { lastFour: c.last_four }));
                      }}
                      aria-label={t('paymentMethods.setDefaultLabel', { lastFour: c.last_four })}
                    >
                      {t('paymentMethods.setDefault')}
                    </Button>
                  )}
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setDeleting(c)}
                    aria-label={t('paymentMethods.deleteLabel', { lastFour: c.last_four })}
                  >
                    {t('common.delete')}
                  </Button>
                </Box>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('paymentMethods.deleteTitle')}
        confirmLabel={t('paymentMethods.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        destructive
        onConfirm={() => {
          if (deleting) {
            remove(deleting.id);
            toast.success(t('paymentMethods.deleted', { lastFour: deleting.last_four }));
          }
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      >
        <Typography>{t('paymentMethods.deleteBody', { lastFour: deleting?.last_four })}</Typography>
      </ConfirmDialog>
    </>
  );
}
