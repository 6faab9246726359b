import styled from "styled-components";
import { ClampedText } from "../../components/ClampedText.tsx";

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-style: italic;
`;

/** An application's cover letter as the company reads it: three lines (spec §9), then 'Ler mais'. */
export function CoverLetter({ text, onExpand }: { text: string | null | undefined; onExpand?: () => void }) {
  const letter = text?.trim();
  if (!letter) return <Empty>Sem carta de apresentação</Empty>;
  return <ClampedText text={letter} more="Ler mais" less="Ler menos" chevrons onExpand={onExpand} />;
}
