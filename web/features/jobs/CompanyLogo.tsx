import { Building2 } from "lucide-react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import styled from "styled-components";
import type { CompanyLogo_company$key } from "./__generated__/CompanyLogo_company.graphql";

const Box = styled.span<{ $size: number }>`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brand};
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** The company's logo, or a building icon when it has none (or the image fails to load). Decorative: the name is beside it. */
export function CompanyLogo({ company, size = 56 }: { company: CompanyLogo_company$key; size?: number }) {
  const data = useFragment(
    graphql`
      fragment CompanyLogo_company on Empresa {
        logoUrl
      }
    `,
    company,
  );
  const [failed, setFailed] = useState(false);
  return (
    <Box $size={size} aria-hidden>
      {data.logoUrl && !failed ? (
        <img src={data.logoUrl} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <Building2 size={Math.round(size * 0.45)} />
      )}
    </Box>
  );
}
