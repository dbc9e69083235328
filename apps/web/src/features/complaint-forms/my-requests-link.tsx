import { Button, Paper, Text, Title } from "@mantine/core";
import { MY_REQUESTS_MESSAGES as M } from "@portal/schemas/complaint-forms/tracking-rules";
import { Link } from "react-router";
import { PATHS } from "../../app/paths";

/** The profile's way to "Mis solicitudes" (its own section, so the profile page only places it). */
export function MyRequestsLink() {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="profile-requests">
      <Title order={2} size="h3" id="profile-requests" mb="xs">
        {M.title}
      </Title>
      <Text mb="md">{M.intro}</Text>
      <Button component={Link} to={PATHS.myRequests} variant="light">
        {M.open}
      </Button>
    </Paper>
  );
}
