import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

/** An enrollment's status in words: approved, pending review, or another state. */
export function EnrollmentState({ status }: { status: string }) {
  if (status === 'approved') {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip label="Enrolled" color="success" size="small" />
        <Typography>Your enrollment is approved.</Typography>
      </Box>
    );
  }
  if (status === 'pending') {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Chip label="Enrollment pending approval" color="warning" size="small" />
        <Typography>Your request is being reviewed.</Typography>
      </Box>
    );
  }
  return <Chip label={`Enrollment ${status}`} color="error" size="small" />;
}
