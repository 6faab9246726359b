import { Accessibility } from "lucide-react";
import { pcdVagaLabels } from "../../../shared/pcd.ts";
import { Badge } from "../../components/Badge.tsx";

/** A job's PcD mark ('Vaga afirmativa para PcD', 'Também para PcD'), or nothing for a job with neither. */
export function PcdBadge({ pcd }: { pcd: string | null | undefined }) {
  const label = pcd ? pcdVagaLabels[pcd as keyof typeof pcdVagaLabels] : undefined;
  if (!label) return null;
  return (
    <Badge $tone="success">
      <Accessibility size={13} aria-hidden />
      {label}
    </Badge>
  );
}
