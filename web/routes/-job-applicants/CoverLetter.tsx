import { ChevronDown, ChevronUp } from "lucide-react";
import { useId, useLayoutEffect, useRef, useState } from "react";
import styled from "styled-components";

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  min-width: 0;
`;

const Text = styled.p<{ $clamped: boolean }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: 1.6;
  white-space: pre-line;
  overflow-wrap: anywhere;
  ${({ $clamped }) =>
    $clamped &&
    `
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 3;
    line-clamp: 3;
    overflow: hidden;
  `}
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.subtle};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-style: italic;
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 2px 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &:hover { color: ${({ theme }) => theme.colors.brandHover}; text-decoration: underline; }
`;

interface CoverLetterProps {
  text: string | null | undefined;
  /** Called the first time the company opens the whole letter. */
  onExpand?: () => void;
}

/** The cover letter, clamped to 3 lines (spec §9) with 'Ler mais' when it is longer. */
export function CoverLetter({ text, onExpand }: CoverLetterProps) {
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);
  const ref = useRef<HTMLParagraphElement>(null);
  const id = useId();

  // Whether the clamp hides anything depends on the width: measure now and when it changes.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text, expanded]);

  const letter = text?.trim();
  if (!letter) return <Empty>Sem carta de apresentação</Empty>;

  return (
    <Box>
      <Text ref={ref} id={id} $clamped={!expanded}>
        {letter}
      </Text>
      {(overflows || expanded) && (
        <Toggle
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => {
            if (!expanded) onExpand?.();
            setExpanded(!expanded);
          }}
        >
          {expanded ? "Ler menos" : "Ler mais"}
          {expanded ? <ChevronUp size={16} aria-hidden /> : <ChevronDown size={16} aria-hidden />}
        </Toggle>
      )}
    </Box>
  );
}
