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

function validate(number: string, expiry: string, name: string): CardErrors {
  const errors: CardErrors = {};
  if (!isValidCardNumber(number)) errors.number = 'Please enter a valid card number';
  const problem = expiryProblem(expiry, new Date());
  if (problem === 'invalid') errors.expiry = 'Please enter the expiry date as MM/YY';
  if (problem === 'expired') errors.expiry = 'This card has expired';
  if (name.trim() === '') errors.name = 'Please enter the name on the card';
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
  const [errors, setErrors] = useState<CardErrors>({});
  const [verifying, setVerifying] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const numberRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    numberRef.current?.focus();
    return () => window.clearTimeout(timer.current);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(number, expiry, name);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
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
      <Box component="form" noValidate aria-label="Add a card" onSubmit={onSubmit}>
        <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
          Add a card
        </Typography>
        <TextField
          label="Card number"
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
            label="Expiry (MM/YY)"
            value={expiry}
            onChange={(e) => setExpiry(e.target.value.slice(0, 7))}
            error={Boolean(errors.expiry)}
            helperText={errors.expiry}
            disabled={verifying}
            autoComplete="cc-exp"
            placeholder="MM/YY"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label="Name on card"
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
            <Typography>Verifying card…</Typography>
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button type="submit" variant="contained" disabled={verifying}>
            Save card
          </Button>
          <Button onClick={onCancel} disabled={verifying}>
            Cancel
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

export function PaymentMethodsSection({ data, headingId }: SectionProps) {
  const { cards, add, setDefault, remove } = useSavedCards(data.user.id);
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<SavedCard | null>(null);

  return (
    <>
      <SectionHeader
        title="Payment Methods"
        headingId={headingId}
        actions={
          !adding && (
            <Button
              variant="contained"
              startIcon={<Add aria-hidden />}
              onClick={() => setAdding(true)}
            >
              Add card
            </Button>
          )
        }
      />
      <Alert severity="info" sx={{ mb: 2 }}>
        Cards are stored on this device only. Only the last four digits and the expiry date are
        kept, in this browser; nothing is sent to CareClass, and the cards do not appear on your
        other devices.
      </Alert>
      {adding && (
        <AddCardForm
          add={add}
          onCancel={() => setAdding(false)}
          onSaved={(card) => {
            setAdding(false);
            toast.success(`Card ending in ${card.last_four} saved`);
          }}
        />
      )}
      {cards.length === 0 ? (
        !adding && (
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
            <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
              No saved cards
            </Typography>
            <Typography color="text.secondary">
              Save a card to choose it quickly when you pay.
            </Typography>
          </Paper>
        )
      ) : (
        <Paper variant="outlined">
          <List aria-label="Saved cards">
            {cards.map((c) => (
              <ListItem key={c.id} divider sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <CreditCard aria-hidden />
                </ListItemIcon>
                <ListItemText
                  primary={`Card ending in ${c.last_four}`}
                  secondary={`Expires ${c.expiry_date}`}
                  sx={{ flex: '1 1 160px' }}
                />
                {c.is_default && <Chip size="small" color="primary" label="Default" />}
                <Box sx={{ display: 'flex', gap: 1 }}>
                  {!c.is_default && (
                    <Button
                      size="small"
                      onClick={() => {
                        setDefault(c.id);
                        toast.success(`Card ending in ${c.last_four} is now your default`);
                      }}
                      aria-label={`Set as default: card ending in ${c.last_four}`}
                    >
                      Set as default
                    </Button>
                  )}
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setDeleting(c)}
                    aria-label={`Delete card ending in ${c.last_four}`}
                  >
                    Delete
                  </Button>
                </Box>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this card?"
        confirmLabel="Delete card"
        destructive
        onConfirm={() => {
          if (deleting) {
            remove(deleting.id);
            toast.success(`Card ending in ${deleting.last_four} deleted`);
          }
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      >
        <Typography>
          The card ending in {deleting?.last_four} is removed from this device.
        </Typography>
      </ConfirmDialog>
    </>
  );
}
