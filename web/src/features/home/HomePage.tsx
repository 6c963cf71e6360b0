import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { Card, H2, H5, HTMLTable, NonIdealState, Spinner, Tag, Intent } from '@blueprintjs/core';
import { graphql } from '../../__generated__/gql.ts';
import { reports as reportTexts } from '../../i18n/reports.ts';
import { pathTo } from '../../navigation/routes.ts';
import { formatDate, formatNumber } from '../../ui/format.ts';
import { useViewer } from '../../session/viewer.ts';

/** The newest reports the home page lists; the rest are one click away. */
const HOME_REPORTS = 5;
/** Variable types in the words a campaign manager uses (the codes stay in the tooltip). */
const VARIABLE_TYPE_LABELS: Record<string, string> = {
  NUMBER: 'Número',
  TXT: 'Texto',
  SELECT: 'Selección',
  DATETIME: 'Fecha',
  TABLA: 'Tabla',
};

const HOME = graphql(`
  query Home {
    viewer {
      email
      accessibleCompanies {
        code
        name
        alias
        imageCount
      }
      company {
        code
        flags {
          shareAction
          gptImages
          talononeCoupons
          editSegment
        }
        adsAccounts {
          technicalName
          businessName
          platforms
        }
      }
    }
    variableTypes {
      id
      name
    }
    reports {
      id
      title
      type
      description
    }
    myTables {
      relativeResourceName
      datasetId
      objectId
      isView
      numRows
      permissionExpirationDate
    }
  }
`);

const PLATFORM_LABEL: Record<string, string> = {
  GADS: 'Google Ads',
  FBK: 'Meta',
  TIKTOK: 'TikTok',
  SALESFORCE: 'Salesforce',
  TALONONE: 'Talon.One',
  CRITEO: 'Criteo',
  ADOBE: 'Adobe',
};

/** The landing page: what the viewer can work with, read live through every subgraph. */
export function HomePage() {
  const viewer = useViewer();
  const { data, loading } = useQuery(HOME);

  return (
    <>
      <header className="inca-page-header">
        <H2>Hola, {viewer.name.split(' ')[0]}</H2>
        <p className="bp6-text-muted">Resumen de las empresas y recursos con los que puede trabajar.</p>
      </header>
      {loading && !data ? (
        <div className="inca-center">
          <Spinner aria-label="Cargando" />
        </div>
      ) : !data ? (
        <NonIdealState icon="error" title="No se pudo cargar el resumen" description="Recargue la página para intentarlo nuevamente." />
      ) : (
        <div className="inca-cards">
          <Card data-testid="card-companies" className="inca-card">
            <H5>Empresas</H5>
            <HTMLTable compact striped className="inca-fill">
              <thead>
                <tr>
                  <th>Código</th>
                  <th>Empresa</th>
                  <th className="inca-num">Imágenes</th>
                </tr>
              </thead>
              <tbody>
                {data.viewer.accessibleCompanies.map((c) => (
                  <tr key={c.code}>
                    <td>{c.code}</td>
                    <td>
                      <strong>{c.alias}</strong> <span className="bp6-text-muted">{c.name}</span>
                    </td>
                    <td className="inca-num">{formatNumber(c.imageCount)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </Card>

          <Card data-testid="card-ads-accounts" className="inca-card">
            <H5>Cuentas publicitarias de su empresa</H5>
            {data.viewer.company.adsAccounts.length === 0 ? (
              <p className="bp6-text-muted">Su empresa no tiene cuentas publicitarias registradas.</p>
            ) : (
              <ul className="inca-list">
                {data.viewer.company.adsAccounts.map((a) => (
                  <li key={a.technicalName}>
                    <strong>{a.businessName}</strong> <code className="bp6-text-muted">{a.technicalName}</code>
                    <div className="inca-tags">
                      {a.platforms.map((p) => (
                        <Tag key={p} minimal round>
                          {PLATFORM_LABEL[p] ?? p}
                        </Tag>
                      ))}
                    </div>
                  </li>
                ))}
              </ul>
            )}
            {data.viewer.company.flags && (
              <div className="inca-tags inca-gap-top" aria-label="Funciones habilitadas">
                <Flag on={data.viewer.company.flags.shareAction} label="Compartir segmentos" />
                <Flag on={data.viewer.company.flags.gptImages} label="Imágenes con IA" />
                <Flag on={data.viewer.company.flags.talononeCoupons} label="Cupones Talon.One" />
                <Flag on={data.viewer.company.flags.editSegment} label="Editar segmentos en uso" />
              </div>
            )}
          </Card>

          <Card data-testid="card-tables" className="inca-card">
            <H5>Mis tablas del almacén</H5>
            {data.myTables.length === 0 ? (
              <p className="bp6-text-muted">Aún no tiene acceso a tablas. Puede solicitarlo a Gestión de datos.</p>
            ) : (
              <HTMLTable compact striped className="inca-fill">
                <thead>
                  <tr>
                    <th>Tabla</th>
                    <th className="inca-num">Filas</th>
                    <th>Acceso hasta</th>
                  </tr>
                </thead>
                <tbody>
                  {data.myTables.map((t) => (
                    <tr key={t.relativeResourceName}>
                      <td>
                        {t.datasetId}.{t.objectId} {t.isView && <Tag minimal>vista</Tag>}
                      </td>
                      <td className="inca-num">{formatNumber(t.numRows)}</td>
                      <td>{t.permissionExpirationDate ? formatDate(t.permissionExpirationDate) : 'Sin vencimiento'}</td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            )}
          </Card>

          <Card data-testid="card-reports" className="inca-card">
            <H5>Reportes</H5>
            {data.reports.length === 0 ? (
              <p className="bp6-text-muted">No hay reportes disponibles para usted.</p>
            ) : (
              <>
                <ul className="inca-list">
                  {data.reports.slice(0, HOME_REPORTS).map((r) => (
                    <li key={r.id}>
                      <Link to={pathTo('report_management_view', { report: r.id })}>
                        <strong>{r.title}</strong>
                      </Link>{' '}
                      <Tag minimal>{reportTexts.types[r.type] ?? r.type}</Tag>
                      <div className="bp6-text-muted">{r.description}</div>
                    </li>
                  ))}
                </ul>
                <Link to={pathTo('report_management')}>
                  {data.reports.length > HOME_REPORTS ? `Ver los ${data.reports.length} reportes` : 'Ir a reportes'}
                </Link>
              </>
            )}
          </Card>

          <Card data-testid="card-variable-types" className="inca-card">
            <H5>Tipos de variable de campaña</H5>
            <div className="inca-tags">
              {data.variableTypes.map((t) => (
                <Tag key={t.id} minimal large title={t.name}>
                  {VARIABLE_TYPE_LABELS[t.name] ?? t.name}
                </Tag>
              ))}
            </div>
          </Card>
        </div>
      )}
    </>
  );
}

function Flag({ on, label }: { on: boolean; label: string }) {
  return (
    <Tag minimal intent={on ? Intent.SUCCESS : Intent.NONE} icon={on ? 'tick' : 'cross'}>
      {label}
    </Tag>
  );
}
